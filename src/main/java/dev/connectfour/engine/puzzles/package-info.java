/**
 * Puzzles: positions from real play, proven with the solver (a win in N, holding the draw, the only move), the
 * computer's defence, the refutation of a wrong move, and the shipped puzzle file (the player's rating
 * is engine.rating's). Uses engine.board, engine.search (its public API), engine.analysis, engine.book and
 * engine.players.
 */
package dev.connectfour.engine.puzzles;
