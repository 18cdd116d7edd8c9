/**
 * The JavaFX screens, one sub-package per screen ({@code menu}, {@code oneplayer}, {@code twoplayers},
 * {@code watch}, {@code play}, {@code review}, {@code settings}, {@code help}, {@code stats}), each with
 * its controller and, under {@code resources/} at the mirrored path, its FXML, CSS and strings named
 * after the package. Shared by the screens and never importing one: {@code navigation} (moving between
 * screens, the games played and offered), {@code board} (the board view), {@code analysis} (the analysis
 * around a board), {@code preferences} (the UI settings), {@code sound}, {@code theme}, and this package:
 * the services the application hands the screens, the game-file chooser, the shared strings, small
 * helpers for texts and choices, and the {@code AnimationTimer} that drives a session's ticker.
 */
package dev.connectfour.ui;
