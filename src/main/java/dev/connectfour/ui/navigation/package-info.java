/**
 * Moving between the screens of the one window, shared by every screen and not a screen itself:
 * {@link dev.connectfour.ui.navigation.Navigation} (what a screen may ask of the window), the
 * {@link dev.connectfour.ui.navigation.Navigator} that shows the {@link dev.connectfour.ui.navigation.Screen}s
 * the application registers by {@link dev.connectfour.ui.navigation.ScreenId}, the
 * {@link dev.connectfour.ui.navigation.ScreenLoader} that finds each view by convention,
 * {@link dev.connectfour.ui.navigation.Games} (the sessions played) and the
 * {@link dev.connectfour.ui.navigation.ResumeOffer} (the game offered on the start screen). Holds no
 * controller. Uses the game layer, {@code ui} (strings) and {@code ui.preferences}; no screen.
 */
package dev.connectfour.ui.navigation;
