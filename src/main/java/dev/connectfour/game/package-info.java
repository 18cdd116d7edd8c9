/**
 * What a game is, apart from playing it: the {@link dev.connectfour.game.GameSettings} chosen before it
 * (its {@link dev.connectfour.game.Mode}, {@link dev.connectfour.game.Starter}, disc colours and board),
 * the {@link dev.connectfour.game.Lineup} of {@link dev.connectfour.game.Participant}s in the two
 * {@link dev.connectfour.game.Seat}s, the {@link dev.connectfour.game.GamePosition} (the engine's
 * {@link dev.connectfour.engine.board.Position} with the turns, lost turns included), the
 * {@link dev.connectfour.game.GameResult} and {@link dev.connectfour.game.Outcome}, the
 * {@link dev.connectfour.game.Help} a player may use and a game in progress to resume,
 * {@link dev.connectfour.game.SavedGame}: immutable values. Also
 * the observable {@link dev.connectfour.game.Replay} that steps through a finished game. Uses the engine
 * and {@code javafx.base}.
 *
 * <h2>The rooms of the game layer</h2>
 * The game layer uses {@code javafx.base} and {@code javafx.concurrent}, never the scene graph. Its rooms,
 * each using only the ones before it:
 * <ul>
 *   <li>{@code game.concurrent}: where and when the session's work runs (the background executor, the
 *       ticker, the time source); uses nothing else in the game;</li>
 *   <li>{@code game}: this package, the values of a game and the replay;</li>
 *   <li>{@code game.stats}: the statistics of finished games;</li>
 *   <li>{@code game.session}: the observable game session, {@link dev.connectfour.game.session.GameSession},
 *       and its parts, among them the rules of each {@link dev.connectfour.game.Mode} (the mode itself is the
 *       identity that files name; what it allows is the session's
 *       {@link dev.connectfour.game.session.Capabilities});</li>
 *   <li>{@code game.store}: what is kept on the disk.</li>
 * </ul>
 *
 * <h2>For the UI</h2>
 * <ol>
 *   <li>Setup: build a {@link dev.connectfour.game.GameSettings} ({@code onePlayer(level)},
 *       {@code twoPlayers(timed)}, {@code watch(level, level)}, then {@code with…}); an invalid choice
 *       throws {@link java.lang.IllegalArgumentException} with a message naming the setting.</li>
 *   <li>Once per application: a {@link dev.connectfour.game.stats.StatisticsBook} and
 *       {@link dev.connectfour.game.session.SessionServices#forApplication
 *       SessionServices.forApplication(ComputerPlayers::create, book)}; close its executor at exit.</li>
 *   <li>Per play screen: {@code new GameSession(settings, services, ticker)} with its own
 *       {@link dev.connectfour.game.concurrent.Ticker} (an {@code AnimationTimer}); bind to the properties,
 *       add a {@link dev.connectfour.game.session.SessionListener}, call {@code start()}; forward clicks to
 *       {@code play(column)}, buttons to {@code undo() redo() resign() restart()} and show a refused
 *       {@link dev.connectfour.game.session.CommandResult}'s {@link dev.connectfour.game.session.Refusal}
 *       (what the game allows at all, and how to speak of its seats: ask
 *       {@link dev.connectfour.game.session.GameSession#capabilities()}, never the mode)
 *       (translate by the constant's name); every move is published as it is played, so a screen that
 *       animates queues the positions and holds {@code PauseReason.ANIMATION} while a disc falls (the clock
 *       and the computers wait for it);
 *       {@code pause(reason)}/{@code resume(reason)} for each thing that keeps the player from
 *       the board (see {@link dev.connectfour.game.session.PauseReason}); {@code close()} when leaving.</li>
 *   <li>Drawing: {@link dev.connectfour.game.GamePosition} gives the discs by
 *       {@link dev.connectfour.engine.board.Player} ({@code FIRST} = whoever started this game);
 *       {@link dev.connectfour.game.session.GameSession#sideOf} / the {@link dev.connectfour.game.Lineup}
 *       turn that into a seat, name, {@link dev.connectfour.game.DiscColour} and human or computer level.
 *       For hints, {@link dev.connectfour.game.GamePosition#enginePosition()} is the engine's view.</li>
 * </ol>
 */
package dev.connectfour.game;
