package dev.connectfour.ui;

import dev.connectfour.game.store.SavedGameStore;
import java.io.File;
import java.nio.file.Path;
import java.time.LocalDate;
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

    /**
     * The system's file dialog, for {@code *.c4game} (and {@code *.txt}) files; a name without an extension gets
     * {@code .c4game}. Both dialogs start where {@link GameFileLocations} says (the last folder used, else the
     * documents folder); the save dialog offers a dated name.
     */
    static GameFileChooser fileDialog() {
        GameFileLocations locations = GameFileLocations.forThisUser();
        return new GameFileChooser() {
            @Override
            public Optional<Path> chooseFileToSave(Window owner, ResourceBundle strings) {
                FileChooser chooser = chooser(strings, "file.saveTitle");
                chooser.setInitialFileName(locations.saveName(LocalDate.now()));
                File file = chooser.showSaveDialog(owner);
                if (file == null) {
                    return Optional.empty();
                }
                Path path = file.toPath();
                String name = path.getFileName().toString();
                locations.used(path);
                return Optional.of(name.contains(".") ? path : path.resolveSibling(name + SavedGameStore.EXTENSION));
            }

            @Override
            public Optional<Path> chooseFileToOpen(Window owner, ResourceBundle strings) {
                Optional<Path> chosen = Optional.ofNullable(chooser(strings, "file.openTitle").showOpenDialog(owner))
                        .map(File::toPath);
                chosen.ifPresent(locations::used);
                return chosen;
            }

            private FileChooser chooser(ResourceBundle strings, String titleKey) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle(strings.getString(titleKey));
                chooser.setInitialDirectory(locations.initialFolder().toFile());
                chooser.getExtensionFilters().addAll(
                        new FileChooser.ExtensionFilter(strings.getString("file.games"), "*" + SavedGameStore.EXTENSION),
                        new FileChooser.ExtensionFilter(strings.getString("file.text"), "*.txt"));
                return chooser;
            }
        };
    }
}
