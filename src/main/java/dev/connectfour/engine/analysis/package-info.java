/**
 * Judging positions and moves for the player: the value of every column, verdicts ("wins in n
 * moves") and the mistakes of a finished game. Uses {@code engine.board}, {@code engine.search}
 * and {@code engine.book}.
 */
package dev.connectfour.engine.analysis;
