/**
 * Start-up: the command line of the game, the JavaFX {@code Application} and the window. {@link
 * dev.connectfour.app.Screens} is the one place that knows every screen: it registers each with the
 * navigator and hands it what it uses.
 */
package dev.connectfour.app;
