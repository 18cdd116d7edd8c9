/**
 * The observable game session: board, turn, clocks, result and history as JavaFX properties.
 * Uses {@code javafx.base} (properties, bindings, collections) and {@code javafx.concurrent} (the computer's
 * search runs in a {@code Task}: {@link dev.connectfour.game.FxBackgroundExecutor}); never the scene graph.
 * The rules themselves are the engine's: {@link dev.connectfour.game.GamePosition} wraps its
 * {@link dev.connectfour.engine.board.Position}.
 *
 * <h2>Inside a session</h2>
 * {@link dev.connectfour.game.GameSession} is the public face; behind it a referee gives the turn to the side
 * to move and declares one result per game, over parts with one job each: the seating (a
 * {@link dev.connectfour.game.Mover} per seat: a person here, the computer, later a remote player), the
 * history (undo, redo), the move clock, the pauses, the statistics recorder, and a scheduler that runs the
 * timed work (the computer's move delay, the clock) on the session's {@link dev.connectfour.game.TimeSource}.
 *
 * <h2>For the UI</h2>
 * <ol>
 *   <li>Setup: build a {@link dev.connectfour.game.GameSettings} ({@code onePlayer(level)},
 *       {@code twoPlayers(timed)}, {@code watch(level, level)}, then {@code with…}); an invalid choice
 *       throws {@link java.lang.IllegalArgumentException} with a message naming the setting.</li>
 *   <li>Once per application: a {@link dev.connectfour.game.StatisticsBook} and
 *       {@link dev.connectfour.game.SessionServices#forApplication
 *       SessionServices.forApplication(ComputerPlayers::create, book)}; close its executor at exit.</li>
 *   <li>Per play screen: {@code new GameSession(settings, services, ticker)} with its own
 *       {@link dev.connectfour.game.Ticker} (an {@code AnimationTimer}); bind to the properties, add a
 *       {@link dev.connectfour.game.SessionListener}, call {@code start()}; forward clicks to
 *       {@code play(column)}, buttons to {@code undo() redo() resign() restart()} and show a refused
 *       {@link dev.connectfour.game.CommandResult}'s {@link dev.connectfour.game.Refusal} (translate by the
 *       constant's name); {@code lockInput()}/{@code unlockInput()} around each disc's animation;
 *       {@code pause(reason)}/{@code resume(reason)} for each thing that keeps the player from the board
 *       (see {@link dev.connectfour.game.PauseReason}); {@code close()} when leaving.</li>
 *   <li>Drawing: {@link dev.connectfour.game.GamePosition} gives the discs by
 *       {@link dev.connectfour.engine.board.Player} ({@code FIRST} = whoever started this game);
 *       {@link dev.connectfour.game.GameSession#sideOf} / the {@link dev.connectfour.game.Lineup} turn that
 *       into a seat, name, {@link dev.connectfour.game.DiscColour} and human or computer level.
 *       For hints, {@link dev.connectfour.game.GamePosition#enginePosition()} is the engine's view.</li>
 * </ol>
 */
package dev.connectfour.game;
