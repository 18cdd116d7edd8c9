/**
 * The observable game session: board, turn, clocks, result and history as JavaFX properties.
 * {@link dev.connectfour.game.session.GameSession} is the screens' view of a game; behind it the referee
 * admits each command, gives the turn to the side to move and declares one result per game, over parts
 * with one job each: the seating (a {@link dev.connectfour.game.session.Mover} per seat: a person here,
 * the computer, later a remote player; who starts; the adaptive level), the history (undo, redo), the
 * move clock, the pauses, the statistics recorder, and a scheduler that runs the timed work (the
 * computer's move delay, the clock) on the session's {@link dev.connectfour.game.concurrent.TimeSource}.
 * These parts stay package-private beside the session, but for the move clock's read-only side
 * ({@link dev.connectfour.game.session.GameSession#clock()}); the screens see the session, its
 * {@link dev.connectfour.game.session.SessionServices}, {@link dev.connectfour.game.session.SessionListener},
 * {@link dev.connectfour.game.session.CommandResult} and the enums of its states, refusals and pauses.
 * Uses {@code game}, {@code game.stats} and {@code game.concurrent}; {@code javafx.base} for the properties.
 */
package dev.connectfour.game.session;
