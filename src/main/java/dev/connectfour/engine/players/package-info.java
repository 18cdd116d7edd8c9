/**
 * The computer players, one per level (Random, Easy, Medium, Hard), behind
 * {@link dev.connectfour.engine.players.ComputerPlayer}. Uses {@code engine.board},
 * {@code engine.search} and {@code engine.book}.
 */
package dev.connectfour.engine.players;
