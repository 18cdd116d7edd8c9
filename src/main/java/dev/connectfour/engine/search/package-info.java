/**
 * The perfect-play search: the {@link dev.connectfour.engine.search.Solver} and what it is made of:
 * the node search ({@code Search}, which extends the tables it keeps, {@code SearchTables}), the transposition tables
 * and the one layout of their entries ({@code TableEntry}), the bitboard primitives
 * ({@code BoardBits}), move ordering, the follow-up bounds, the tuned thresholds
 * ({@code SearchTuning}) and the search for packed boards. Uses {@code engine.board} only.
 */
package dev.connectfour.engine.search;
