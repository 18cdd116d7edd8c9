package dev.connectfour.ui;

import dev.connectfour.game.store.SavedGameStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where the save and open dialogs start, and the name the save dialog offers: the last folder a game
 * was saved to or opened from in this run, else the player's documents folder (the XDG documents
 * directory, else the home folder); the name {@code connect-four-<date>.c4game}, with {@code -2},
 * {@code -3} … if a file of that name is already in the folder.
 */
final class GameFileLocations {
    static final String NAME_PREFIX = "connect-four-";

    private final Path documents;
    private Path lastFolder;

    GameFileLocations(Path documents) {
        this.documents = Objects.requireNonNull(documents, "documents");
    }

    /** For this JVM's home folder and environment. */
    static GameFileLocations forThisUser() {
        return new GameFileLocations(documentsFolder(Path.of(System.getProperty("user.home")), System::getenv));
    }

    /**
     * The player's documents folder: {@code XDG_DOCUMENTS_DIR} from the environment or from
     * {@code user-dirs.dirs} in {@code $XDG_CONFIG_HOME} (else {@code ~/.config}), as xdg-user-dirs
     * writes it, if that folder exists; else the home folder.
     *
     * @param environment reads an environment variable; null if unset
     */
    static Path documentsFolder(Path home, UnaryOperator<String> environment) {
        Optional<String> configured = Optional.ofNullable(environment.apply("XDG_DOCUMENTS_DIR"))
                .or(() -> fromUserDirs(userDirsFile(home, environment)));
        return configured.map(value -> expandHome(value, home))
                .filter(path -> path.isAbsolute() && Files.isDirectory(path))
                .orElse(home);
    }

    /** Where the dialogs start: the last folder used in this run if it still exists, else the documents folder. */
    Path initialFolder() {
        return lastFolder != null && Files.isDirectory(lastFolder) ? lastFolder : documents;
    }

    /** The name the save dialog offers on {@code today}: dated, and not yet taken in {@link #initialFolder()}. */
    String saveName(LocalDate today) {
        Path folder = initialFolder();
        String stem = NAME_PREFIX + today;
        String name = stem + SavedGameStore.EXTENSION;
        for (int copy = 2; Files.exists(folder.resolve(name)); copy++) {
            name = stem + "-" + copy + SavedGameStore.EXTENSION;
        }
        return name;
    }

    /** Remembers the folder of a file the player saved to or opened, for the next dialog. */
    void used(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null) {
            lastFolder = folder;
        }
    }

    private static Path userDirsFile(Path home, UnaryOperator<String> environment) {
        String configHome = environment.apply("XDG_CONFIG_HOME");
        Path config = configHome != null && configHome.startsWith("/") ? Path.of(configHome) : home.resolve(".config");
        return config.resolve("user-dirs.dirs");
    }

    /** The value of {@code XDG_DOCUMENTS_DIR="…"} in a user-dirs.dirs file, if it has one. */
    private static Optional<String> fromUserDirs(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            return Optional.empty();
        }
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.startsWith("XDG_DOCUMENTS_DIR=")) {
                String value = trimmed.substring("XDG_DOCUMENTS_DIR=".length());
                return Optional.of(value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")
                        ? value.substring(1, value.length() - 1) : value);
            }
        }
        return Optional.empty();
    }

    private static Path expandHome(String value, Path home) {
        try {
            if (value.equals("$HOME")) {
                return home;
            }
            return value.startsWith("$HOME/") ? home.resolve(value.substring("$HOME/".length())) : Path.of(value);
        } catch (InvalidPathException e) {
            return home;
        }
    }
}
