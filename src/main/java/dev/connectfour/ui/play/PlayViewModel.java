package dev.connectfour.ui.play;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Capabilities;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.game.session.SeatRole;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.List;
import java.util.Objects;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;

/**
 * The game screen's state and commands, over one {@link GameSession}: the moment the board shows (the session
 * publishes every move at once; {@link MoveAnimations} shows them one after another), the status line and its note,
 * the game-over card, the hint, which commands the game offers ({@link OfferedCommands}, from its {@link Capabilities},
 * never its mode). A click or key while a disc falls does nothing. Its messages go to the screen's {@link Notices}; what
 * only the scene graph can do (ask a question over the board, give the board the focus) comes in as {@link Ui}. Used on
 * the FX thread.
 */
final class PlayViewModel {
    /** What the view model asks of the screen. */
    interface Ui {
        /** Asks {@code questionKey}; runs {@code yes} only if the player answers {@code yesKey}. */
        void ask(String questionKey, String yesKey, Runnable yes);

        /** Gives the board the keyboard focus back. */
        void focusBoard();
    }

    /** What the game screen's view model uses beside its session. */
    record Parts(ResourceBundle strings, SoundPlayer sound, StatisticsBook statistics, HintSearch hint, Ui ui,
                 Notices notices, MoveAnimations.Stage stage) {
    }

    private final GameSession session;
    private final ResourceBundle strings;
    private final SoundPlayer sound;
    private final StatisticsBook statistics;
    private final HintSearch hint;
    private final Ui ui;
    private final Notices notices;
    private final MoveAnimations moves;
    private final ShownMoment moment;
    private final OfferedCommands offered;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note");
    private final ReadOnlyBooleanWrapper gameOverShown = new ReadOnlyBooleanWrapper(this, "gameOverShown");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyStringWrapper record = new ReadOnlyStringWrapper(this, "record", "");
    private final ReadOnlyIntegerWrapper hintColumn = new ReadOnlyIntegerWrapper(this, "hintColumn", -1);
    private final InvalidationListener onChange = obs -> refresh();
    private final ChangeListener<Lineup> onLineup = (obs, old, now) -> announceLevelUp(old, now);
    private final List<Observable> sources;
    /** The game whose end was announced (its sound), so that each end is announced once. */
    private int announcedGame;
    /** Play again in a game that does not restart by itself (a network game's rematch); null: a new game. */
    private Runnable rematch;

    PlayViewModel(GameSession session, Parts parts) {
        this.session = Objects.requireNonNull(session, "session");
        this.strings = parts.strings();
        this.sound = parts.sound();
        this.statistics = parts.statistics();
        this.hint = parts.hint();
        this.ui = parts.ui();
        this.notices = parts.notices();
        moves = new MoveAnimations(session, (position, settled) -> {
            hintColumn.set(-1);
            parts.stage().show(position, settled);
        });
        moment = new ShownMoment(session, moves);
        offered = new OfferedCommands(session, moves, hint.runningProperty(), strings);
        announcedGame = session.getState() == SessionState.GAME_OVER ? session.getGameNumber() : 0;
        sources = List.of(moment.property(), session.pausedProperty(), session.stateProperty(),
                session.resultProperty(), moves.animatingProperty());
        sources.forEach(source -> source.addListener(onChange));
        session.lineupProperty().addListener(onLineup);
        refresh();
    }

    // ---- the state ----

    /** The queue of positions on their way to the board. */
    MoveAnimations moves() {
        return moves;
    }

    /** The one moment the header, the status line and the analysis describe. */
    ShownMoment moment() {
        return moment;
    }

    Capabilities capabilities() {
        return session.capabilities();
    }

    /** "Your turn", "Thinking…", "Paused", "Game over". */
    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The note under the status line: a lost turn, what the move clock does; empty if none. */
    ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** True once the game is over and its last disc has landed: the card over the board shows. */
    ReadOnlyBooleanProperty gameOverShownProperty() {
        return gameOverShown.getReadOnlyProperty();
    }

    /** The card's title: "You won", "Draw", "Red won". */
    ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Under the title against the computer: your record against its level; else empty. */
    ReadOnlyStringProperty recordProperty() {
        return record.getReadOnlyProperty();
    }

    /** The column the hint marks, -1 for none; cleared by the next position shown. */
    ReadOnlyIntegerProperty hintColumnProperty() {
        return hintColumn.getReadOnlyProperty();
    }

    /** Which commands the game offers, and when each can be taken. */
    OfferedCommands offered() {
        return offered;
    }

    // ---- the commands ----

    /**
     * Drops the player's disc in {@code column}. Nothing happens while a disc falls; a full column and a move out of
     * turn sound wrong, and a full column says why.
     *
     * @return the refusal (the board shakes a full column), or null if the disc was played or nothing happened
     */
    Refusal play(int column) {
        if (moves.isAnimating()) {
            return null; // the disc in flight holds the board: nothing to say
        }
        Refusal refusal = session.play(column).refusal().orElse(null);
        if (refusal == Refusal.COLUMN_FULL) {
            sound.play(Sound.BAD_MOVE);
            notices.show(Texts.refusal(strings, refusal));
        } else if (refusal == Refusal.NOT_YOUR_TURN) {
            sound.play(Sound.BAD_MOVE);
        }
        return refusal;
    }

    void undo() {
        if (!moves.isAnimating()) {
            tellIfLeftOut(session.undo().refusal().orElse(null));
        }
    }

    void redo() {
        if (!moves.isAnimating()) {
            tellIfLeftOut(session.redo().refusal().orElse(null));
        }
    }

    /** H or Hint: the column Hard would play, marked on the board while its position shows. */
    void hint() {
        if (refusedUnless(capabilities().mayHint())) {
            return;
        }
        session.recordHelp(Help.HINT);
        GamePosition asked = session.getPosition();
        hint.request(asked.enginePosition(), column -> {
            if (session.getPosition() == asked && asked.equals(moves.shown())) {
                hintColumn.set(column);
            }
        }, () -> notices.showForThisTurn(strings.getString("hint.unavailable")));
    }

    /** Resign: the game ends as lost by the player (the side to move between two people), once confirmed. */
    void resign() {
        ui.ask("confirm.resign", "confirm.resign.yes", () -> {
            hint.cancel();
            session.resign();
        });
    }

    /** Play again (Ctrl+N, New game): a game in progress is given up only if the player says so. */
    void newGame() {
        if (rematch != null && session.getState() == SessionState.GAME_OVER) {
            rematch.run();
            return;
        }
        if (refusedUnless(capabilities().mayRestart())) {
            return;
        }
        Runnable restart = () -> {
            hint.cancel();
            session.restart();
            sound.play(Sound.NEW_GAME);
            ui.focusBoard();
        };
        if (Games.inProgress(session)) {
            ui.ask(Games.givesUpRatedGame(session) ? "confirm.newGame.rated" : "confirm.newGame", "confirm.newGame.yes", restart);
        } else {
            restart.run();
        }
    }

    /** Play again asks for a rematch instead of starting a game: a game both sides start (the network panel's). */
    void playAgainBy(Runnable rematch) {
        this.rematch = rematch;
    }

    /**
     * R, or Review: true if the review may open now (a move played, the board not hidden by a pause); while the
     * game runs the perfect analysis it shows counts as help, and a game that shows no analysis while it runs
     * refuses.
     */
    boolean mayReview() {
        if (!offered.analysis() && session.getState() != SessionState.GAME_OVER) {
            notices.leftOut();
            return false;
        }
        if (session.getPosition().turns().isEmpty() || session.isPaused()) {
            return false;
        }
        if (session.getState() != SessionState.GAME_OVER) {
            session.recordHelp(Help.ANALYSIS);
        }
        return true;
    }

    /**
     * Menu (Esc): runs {@code leave} at once, except from a game in progress that someone elsewhere waits on (it does
     * not stand still for this screen): leaving resigns it, so the player is asked first.
     */
    void leave(Runnable leave) {
        if (!capabilities().standsStillForThisScreen() && inProgress()) {
            ui.ask("confirm.leaveNetwork", "confirm.leaveNetwork.yes", () -> {
                session.resign();
                leave.run();
            });
        } else {
            leave.run();
        }
    }

    void dispose() {
        hint.cancel();
        sources.forEach(source -> source.removeListener(onChange));
        session.lineupProperty().removeListener(onLineup);
        moment.dispose();
        moves.dispose();
    }

    private boolean refusedUnless(boolean allowed) {
        if (!allowed) {
            notices.leftOut();
        }
        return !allowed;
    }

    private void tellIfLeftOut(Refusal refusal) {
        if (refusal != null && refusal == capabilities().refusal()) {
            notices.leftOut();
        }
    }

    private boolean inProgress() {
        return session.getState() == SessionState.HUMAN_TO_MOVE || session.getState() == SessionState.COMPUTER_THINKING;
    }

    private void refresh() {
        status.set(StatusText.of(strings, session, moment.get()));
        note.set(StatusText.note(strings, session, moment.get()));
        boolean over = moment.endShown();
        if (over) {
            result.set(StatusText.result(strings, session));
            record.set(StatusText.record(strings, session, statistics));
            if (announcedGame != session.getGameNumber()) {
                announcedGame = session.getGameNumber();
                sound.play(soundOf(session.getResult()));
            }
        }
        gameOverShown.set(over);
    }

    private Sound soundOf(GameResult ending) {
        if (ending.isDraw() || ending.isAbandoned()) {
            return Sound.DRAW;
        }
        boolean lost = capabilities().role(Seat.ONE) == SeatRole.YOU && ending.outcomeFor(Seat.ONE) == Outcome.LOST;
        return lost ? Sound.LOSS : Sound.WIN;
    }

    /** Adaptive play: the computer got a level harder after your win. */
    private void announceLevelUp(Lineup old, Lineup now) {
        ComputerLevel before = old == null ? null : old.of(Seat.TWO).level();
        ComputerLevel after = now.of(Seat.TWO).level();
        if (session.settings().adaptive() && before != null && after != null && !before.equals(after)) {
            notices.show(Texts.format(strings, "levelUp", Texts.level(strings, after)));
        }
    }
}
