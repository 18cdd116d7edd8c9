package dev.connectfour.ui.play;

import dev.connectfour.game.SavedGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionSnapshots;
import dev.connectfour.game.store.SavedGameException;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.GameFileChooser;
import dev.connectfour.ui.Texts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * Ctrl+S and Ctrl+O on the game screen: the game to and from a file the player chooses
 * ({@link SavedGameStore#saveAs}, {@link SavedGameStore#open}). A file that cannot be read or is bad
 * is reported in a notice (its first bad line and why) and nothing of it is used. The game is paused
 * while a file dialog is open: it hides the board, and the move clock must not run behind it.
 */
final class GameFiles {
    private final Node owner;
    private final ResourceBundle resources;
    private final GameFileChooser chooser;
    private final Notices notices;
    private final Supplier<Runnable> pause;

    /**
     * @param owner a node of the game screen, whose window owns the file dialogs
     * @param pause pauses the game and answers what ends that pause
     */
    GameFiles(Node owner, ResourceBundle resources, GameFileChooser chooser, Notices notices, Supplier<Runnable> pause) {
        this.owner = owner;
        this.pause = pause;
        this.resources = resources;
        this.chooser = chooser;
        this.notices = notices;
    }

    void save(GameSession session) {
        Optional<SavedGame> game = SessionSnapshots.of(session);
        if (game.isEmpty()) {
            notices.show(resources.getString("file.nothingToSave"));
            return;
        }
        whilePaused(() -> chooser.chooseFileToSave(owner.getScene().getWindow(), resources)).ifPresent(file -> {
            try {
                SavedGameStore.saveAs(file, game.get());
                notices.show(Texts.format(resources, "file.saved", file.getFileName()));
            } catch (IOException e) {
                notices.show(Texts.format(resources, "file.notSaved", file.getFileName(), e.getMessage()));
            }
        });
    }

    /** The game in the file the player chooses; empty if cancelled or the file is bad (then a notice). */
    Optional<SavedGame> open() {
        Optional<Path> chosen = whilePaused(() -> chooser.chooseFileToOpen(owner.getScene().getWindow(), resources));
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        Path file = chosen.get();
        try {
            return Optional.of(SavedGameStore.open(file));
        } catch (SavedGameException e) {
            notices.show(Texts.format(resources, "file.bad", file.getFileName(), e.lineNumber(), e.reason()));
        } catch (IOException e) {
            notices.show(Texts.format(resources, "file.unreadable", file.getFileName(), String.valueOf(e)));
        }
        return Optional.empty();
    }

    private Optional<Path> whilePaused(Supplier<Optional<Path>> dialog) {
        Runnable endPause = pause.get();
        try {
            return dialog.get();
        } finally {
            endPause.run();
        }
    }
}
