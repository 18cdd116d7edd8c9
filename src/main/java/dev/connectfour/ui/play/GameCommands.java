package dev.connectfour.ui.play;

import dev.connectfour.game.Help;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.ResourceBundle;

/**
 * What the player tells the game from the toolbar and the keys: a new game, resign, undo, redo, a hint.
 * A new game is asked first while a game is in progress; resigning is always asked first.
 */
final class GameCommands {
    private final GameSession session;
    private final BoardView board;
    private final ConfirmOverlay confirm;
    private final HintSearch hint;
    private final Notices notices;
    private final ResourceBundle strings;
    private final SoundPlayer sound;

    GameCommands(GameSession session, BoardView board, ConfirmOverlay confirm, HintSearch hint, Notices notices,
                 ResourceBundle strings, SoundPlayer sound) {
        this.session = session;
        this.board = board;
        this.confirm = confirm;
        this.hint = hint;
        this.notices = notices;
        this.strings = strings;
        this.sound = sound;
    }

    /** New game (Ctrl+N), Play again: a game in progress is given up only if the player says so. */
    void newGame() {
        if (refusedUnless(session.capabilities().mayRestart())) {
            return;
        }
        confirm.unlessInProgress("confirm.newGame", "confirm.newGame.yes", () -> {
            hint.cancel();
            session.restart();
            sound.play(Sound.NEW_GAME);
            board.requestFocus();
        });
    }

    /** Resign: the game ends as lost by the player (the side to move between two people), once confirmed. */
    void resign() {
        confirm.ask("confirm.resign", "confirm.resign.yes", () -> {
            hint.cancel();
            session.resign();
        });
    }

    void undo() {
        session.undo().refusal().filter(refusal -> refusal == Refusal.NETWORK_GAME)
                .ifPresent(refusal -> notices.show(Texts.refusal(strings, refusal)));
    }

    void redo() {
        session.redo().refusal().filter(refusal -> refusal == Refusal.NETWORK_GAME)
                .ifPresent(refusal -> notices.show(Texts.refusal(strings, refusal)));
    }

    /**
     * Unless {@code allowed} (one of the session's {@code Capabilities}): tells the player that the game leaves this
     * out, and answers true. (In a network game the other person plays without help, undo and new games; a new game
     * is a rematch both ask for.)
     */
    boolean refusedUnless(boolean allowed) {
        if (!allowed) {
            refuseLeftOut();
        }
        return !allowed;
    }

    /** Tells the player that the game leaves out what they asked for ({@code Capabilities#refusal}). */
    void refuseLeftOut() {
        notices.show(Texts.refusal(strings, session.capabilities().refusal()));
    }

    /** H or Hint: the column Hard would play, marked on the board. */
    void hint() {
        if (refusedUnless(session.capabilities().mayHint())) {
            return;
        }
        session.recordHelp(Help.HINT);
        hint.show(session, board, () -> notices.showForThisTurn(strings.getString("hint.unavailable")));
    }
}
