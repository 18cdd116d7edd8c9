/**
 * The offline maker of the shipped puzzles behind {@code puzzles generate}: games between the computer's levels,
 * every position proven or dropped by the engine's {@code PuzzleFinder}, resumable. Uses the engine only.
 */
package dev.connectfour.cli.puzzles;
