/**
 * The observable game session: board, turn, clocks, result and history as JavaFX properties.
 * {@link dev.connectfour.game.session.GameSession} is the screens' view of a game; behind it the referee
 * gives the turn to the side to move and declares one result per game, over parts with one job each: the
 * admission (which commands are taken now), the seating (a {@link dev.connectfour.game.session.Mover} per
 * seat: a person here, the computer, the person at another computer; who starts; the adaptive level), the
 * history (undo, redo), the move clock, the pauses, the statistics recorder, and a scheduler that runs the
 * timed work (the computer's move delay, the clock) on the session's
 * {@link dev.connectfour.game.concurrent.TimeSource}.
 *
 * <h2>Kinds of game</h2>
 * Everything that differs between the modes lives in one rules object per {@link dev.connectfour.game.Mode}:
 * {@code OnePlayerRules}, {@code TwoPlayersRules}, {@code WatchRules} and {@code NetworkRules} (which is also
 * the relay to the other computer's {@link dev.connectfour.game.session.RemoteSeat}), all implementing
 * {@code GameRules}. {@code Modes} registers them: the one place that maps a mode to its rules. The referee
 * consults the rules and names no mode; the screens read
 * {@link dev.connectfour.game.session.GameSession#capabilities()} ({@link dev.connectfour.game.session.Capabilities}:
 * the {@link dev.connectfour.game.session.SeatRole}s and what the game allows). Adding a kind of game
 * is one new rules class and one line in {@code Modes}, with its {@code Mode} constant (puzzles are not one:
 * {@code src/docs/puzzles.md} says why); the tests' own
 * {@code BlitzRules} plays a real session through the same seam. The rules live in this package, beside the
 * referee, because they answer in its terms ({@link dev.connectfour.game.session.Refusal},
 * {@link dev.connectfour.game.session.PauseReason}, {@link dev.connectfour.game.session.SessionState}) and the
 * network relay drives its package-private game steps: a package of their own would need a cycle or a public
 * back door into the referee. {@code ArchitectureTest} keeps the mode constants and the remote seat to them.
 * These parts stay package-private beside the session, but for the move clock's read-only side
 * ({@link dev.connectfour.game.session.GameSession#clock()}); the screens see the session, its
 * {@link dev.connectfour.game.session.SessionServices}, {@link dev.connectfour.game.session.SessionListener},
 * {@link dev.connectfour.game.session.CommandResult} and the enums of its states, refusals and pauses.
 * Uses {@code game}, {@code game.stats} and {@code game.concurrent}; {@code javafx.base} for the properties.
 */
package dev.connectfour.game.session;
