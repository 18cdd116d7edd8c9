/**
 * The Puzzles mode apart from its screen: the shipped puzzles and how the next one is chosen
 * ({@link dev.connectfour.game.puzzles.PuzzleCatalogue}), one attempt at a puzzle with the computer's defence and a
 * wrong move's refutation ({@link dev.connectfour.game.puzzles.PuzzleAttempt}), and the player's puzzle rating and
 * attempts ({@link dev.connectfour.game.puzzles.PuzzleProgress}, kept by {@code game.store.PuzzleProgressStore}).
 * Uses the engine, {@code game.concurrent} and javafx.beans only.
 */
package dev.connectfour.game.puzzles;
