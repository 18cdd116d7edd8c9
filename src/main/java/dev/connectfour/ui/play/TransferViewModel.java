package dev.connectfour.ui.play;

import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionSnapshots;
import dev.connectfour.game.store.PositionText;
import dev.connectfour.game.store.SavedGameException;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Supplier;

/**
 * The game in and out of the screen: copied (Ctrl+C) and pasted (Ctrl+V) as a move string ({@link PositionText}),
 * saved to (Ctrl+S) and opened from (Ctrl+O) a file the player chooses ({@link SavedGameStore}). What cannot be done is
 * said in a notice, a bad file with its first bad line and why, and nothing of it is used. A pasted or opened game
 * replaces one in progress only if the player says so, and never a game that does not allow it
 * ({@code Capabilities#mayReplace}: a network game is played out, or left). A file dialog holds the game while it is
 * open ({@link DialogHold}: paused, and kept from requests from outside the window). Used on the FX thread.
 */
final class TransferViewModel {
    /** What only the desktop does: the system clipboard and the file dialogs. */
    interface Desktop {
        /** The text on the clipboard; null if none. */
        String clipboardText();

        void putOnClipboard(String text);

        /** The file the player chooses to save to; empty if cancelled. */
        Optional<Path> chooseFileToSave();

        /** The file the player chooses to open; empty if cancelled. */
        Optional<Path> chooseFileToOpen();
    }

    /**
     * What the transfers use beside the session and the games.
     *
     * @param dialog what a file dialog holds while it is open (the game, paused; see {@link DialogHold}): run as it
     *               opens, and its answer when it closes
     */
    record Parts(ResourceBundle strings, Notices notices, PlayViewModel.Ui ui, Supplier<Runnable> dialog,
                 Desktop desktop) {
    }

    private final GameSession session;
    private final Games games;
    private final ResourceBundle strings;
    private final Notices notices;
    private final PlayViewModel.Ui ui;
    private final Supplier<Runnable> dialog;
    private final Desktop desktop;

    TransferViewModel(GameSession session, Games games, Parts parts) {
        this.session = session;
        this.games = games;
        this.strings = parts.strings();
        this.notices = parts.notices();
        this.ui = parts.ui();
        this.dialog = parts.dialog();
        this.desktop = parts.desktop();
    }

    /** Ctrl+C: the position's move string to the clipboard, or why it has none (a turn lost to the clock). */
    void copy() {
        Optional<String> moves = PositionText.copyText(session.getPosition());
        if (moves.isEmpty()) {
            notices.show(strings.getString("copy.impossible"));
            return;
        }
        desktop.putOnClipboard(moves.get());
        notices.show(Texts.format(strings, "copy.done", moves.get().isEmpty() ? "–" : moves.get()));
    }

    /** Ctrl+V: a new game with the same settings (and the analysis as it was) from the pasted move string. */
    void paste() {
        if (refusedReplacing()) {
            return;
        }
        pasted().ifPresent(position -> unlessInProgress("confirm.paste",
                () -> games.startGameFrom(session.settings(), position, session.getLineup().starter())));
    }

    /** Ctrl+S: the game to a file the player chooses. */
    void save() {
        Optional<SavedGame> game = SessionSnapshots.of(session);
        if (game.isEmpty()) {
            notices.show(strings.getString("file.nothingToSave"));
            return;
        }
        whilePaused(desktop::chooseFileToSave).ifPresent(file -> {
            try {
                SavedGameStore.saveAs(file, game.get());
                notices.show(Texts.format(strings, "file.saved", file.getFileName()));
            } catch (IOException e) {
                notices.show(Texts.format(strings, "file.notSaved", file.getFileName(), e.getMessage()));
            }
        });
    }

    /** Ctrl+O: a saved game from a file the player chooses. */
    void open() {
        if (refusedReplacing()) {
            return;
        }
        whilePaused(desktop::chooseFileToOpen).flatMap(this::read).ifPresent(game -> unlessInProgress("confirm.open",
                () -> games.startSavedGame(game)));
    }

    private boolean refusedReplacing() {
        if (session.capabilities().mayReplace()) {
            return false;
        }
        notices.leftOut();
        return true;
    }

    /** The position of the move string on the clipboard, if it is one that can still be played; else a notice. */
    private Optional<GamePosition> pasted() {
        String text = desktop.clipboardText();
        if (text == null || text.isBlank()) {
            notices.show(strings.getString("paste.empty"));
            return Optional.empty();
        }
        try {
            GamePosition position = PositionText.parse(session.settings().boardSize(), text);
            if (position.isGameOver()) {
                notices.show(strings.getString("paste.over"));
                return Optional.empty();
            }
            return Optional.of(position);
        } catch (MoveStringException e) {
            notices.show(Texts.format(strings, "paste.bad", Texts.moveString(strings, e, session.settings().boardSize())));
            return Optional.empty();
        }
    }

    /** The game in {@code file}; empty if it cannot be read or is bad (then a notice). */
    private Optional<SavedGame> read(Path file) {
        try {
            return Optional.of(SavedGameStore.open(file));
        } catch (SavedGameException e) {
            notices.show(Texts.format(strings, "file.bad", file.getFileName(), e.lineNumber(), e.reason()));
        } catch (IOException e) {
            notices.show(Texts.format(strings, "file.unreadable", file.getFileName(), String.valueOf(e)));
        }
        return Optional.empty();
    }

    /**
     * Runs {@code replace} at once if no game is in progress, else only if the player says so to {@code questionKey}
     * (its {@code .rated} form when the game would count as a loss in the game rating).
     */
    private void unlessInProgress(String questionKey, Runnable replace) {
        if (Games.inProgress(session)) {
            ui.ask(Games.givesUpRatedGame(session) ? questionKey + ".rated" : questionKey, "confirm.replace", replace);
        } else {
            replace.run();
        }
    }

    private Optional<Path> whilePaused(Supplier<Optional<Path>> fileDialog) {
        Runnable closed = dialog.get();
        try {
            return fileDialog.get();
        } finally {
            closed.run();
        }
    }
}
