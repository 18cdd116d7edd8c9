/**
 * The board and its rules: the immutable {@link dev.connectfour.engine.board.Position}, its
 * {@link dev.connectfour.engine.board.BoardSize}, the players and move strings; the lines of four,
 * defined once by the four {@link dev.connectfour.engine.board.Direction}s (a
 * {@link dev.connectfour.engine.board.Line} through a cell, the {@link
 * dev.connectfour.engine.board.LineGeometry} the players search with, {@link
 * dev.connectfour.engine.board.PackedLines} for 9x7); and the {@link
 * dev.connectfour.engine.board.Bitboard} layout the search shares. Uses nothing else in the engine.
 */
package dev.connectfour.engine.board;
