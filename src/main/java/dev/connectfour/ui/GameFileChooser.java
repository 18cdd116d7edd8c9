package dev.connectfour.ui;

import dev.connectfour.game.store.SavedGameStore;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Asks the player for a game file to save to or to open (the application uses a {@link FileChooser};
 * tests answer with a path of their own).
 */
public interface GameFileChooser {
    /** The file to save the game in; empty if the player cancelled. */
    Optional<Path> chooseFileToSave(Window owner, ResourceBundle strings);

    /** The game file to open; empty if the player cancelled. */
    Optional<Path> chooseFileToOpen(Window owner, ResourceBundle strings);

    /** The system's file dialog, for {@code *.c4game} (and {@code *.txt}) files; a name without an extension gets {@code .c4game}. */
    static GameFileChooser fileDialog() {
        return new GameFileChooser() {
            @Override
            public Optional<Path> chooseFileToSave(Window owner, ResourceBundle strings) {
                File file = chooser(strings, "file.saveTitle").showSaveDialog(owner);
                if (file == null) {
                    return Optional.empty();
                }
                Path path = file.toPath();
                String name = path.getFileName().toString();
                return Optional.of(name.contains(".") ? path : path.resolveSibling(name + SavedGameStore.EXTENSION));
            }

            @Override
            public Optional<Path> chooseFileToOpen(Window owner, ResourceBundle strings) {
                return Optional.ofNullable(chooser(strings, "file.openTitle").showOpenDialog(owner)).map(File::toPath);
            }

            private FileChooser chooser(ResourceBundle strings, String titleKey) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle(strings.getString(titleKey));
                chooser.getExtensionFilters().addAll(
                        new FileChooser.ExtensionFilter(strings.getString("file.games"), "*" + SavedGameStore.EXTENSION),
                        new FileChooser.ExtensionFilter(strings.getString("file.text"), "*.txt"));
                return chooser;
            }
        };
    }
}
