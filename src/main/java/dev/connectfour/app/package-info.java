/** Start-up: the command line of the game, the JavaFX {@code Application} and the window. */
package dev.connectfour.app;
