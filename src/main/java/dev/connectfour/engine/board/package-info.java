/**
 * The board and its rules: the immutable {@link dev.connectfour.engine.board.Position} (a bitboard),
 * its {@link dev.connectfour.engine.board.BoardSize}, the players, move strings, and the geometry of
 * the lines of four. Uses nothing else in the engine.
 */
package dev.connectfour.engine.board;
