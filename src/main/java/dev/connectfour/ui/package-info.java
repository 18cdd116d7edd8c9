/**
 * The JavaFX screens, one sub-package per screen ({@code menu}, {@code oneplayer}, {@code twoplayers},
 * {@code watch}, {@code play}, {@code review}, {@code settings}, {@code help}, {@code stats}), each with
 * its controller and, under {@code resources/} at the mirrored path, its FXML, CSS and strings named
 * after the package. Shared by the screens and never importing one: {@code board} (the board view),
 * {@code analysis} (the analysis around a board), {@code preferences} (the UI settings), {@code sound},
 * {@code theme}, and this package: {@link dev.connectfour.ui.Navigation} (what a screen may ask of the
 * window), {@link dev.connectfour.ui.Games} (the sessions played), the {@link dev.connectfour.ui.Navigator}
 * that shows the screens the application registers, and small helpers for texts and choices.
 */
package dev.connectfour.ui;
