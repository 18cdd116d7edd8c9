/** The UI settings (sound, disc speed, computer delay, theme, language, window, last board): the values, their file, and the settings in force. */
package dev.connectfour.ui.preferences;
