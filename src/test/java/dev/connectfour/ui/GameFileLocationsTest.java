package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the save and open dialogs start, and the name the save dialog offers (issue 18, item 16). */
class GameFileLocationsTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 24);

    @TempDir
    Path home;

    @Test
    void theDialogsStartInTheDocumentsFolderThatXdgUserDirsNames() throws IOException {
        Path documents = Files.createDirectories(home.resolve("Dokumente"));
        Files.createDirectories(home.resolve(".config"));
        Files.writeString(home.resolve(".config/user-dirs.dirs"),
                "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Schreibtisch\"\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n");

        assertEquals(documents, GameFileLocations.documentsFolder(home, Map.<String, String>of()::get));
    }

    @Test
    void theDocumentsFolderMayComeFromTheEnvironmentOrXdgConfigHome() throws IOException {
        Path documents = Files.createDirectories(home.resolve("papers"));
        assertEquals(documents, GameFileLocations.documentsFolder(home, Map.of("XDG_DOCUMENTS_DIR", documents.toString())::get));

        Path config = Files.createDirectories(home.resolve("elsewhere"));
        Files.writeString(config.resolve("user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"" + documents + "\"\n");
        assertEquals(documents, GameFileLocations.documentsFolder(home, Map.of("XDG_CONFIG_HOME", config.toString())::get));
    }

    @Test
    void withoutADocumentsFolderTheDialogsStartInTheHomeFolder() throws IOException {
        assertEquals(home, GameFileLocations.documentsFolder(home, Map.<String, String>of()::get));

        Files.createDirectories(home.resolve(".config"));
        Files.writeString(home.resolve(".config/user-dirs.dirs"), "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n"); // not made
        assertEquals(home, GameFileLocations.documentsFolder(home, Map.<String, String>of()::get));
    }

    @Test
    void theSaveDialogOffersADatedNameThatIsNotYetTaken() throws IOException {
        GameFileLocations locations = new GameFileLocations(home);
        assertEquals("connect-four-2026-11-24.c4game", locations.saveName(TODAY));

        Files.writeString(home.resolve("connect-four-2026-11-24.c4game"), "");
        Files.writeString(home.resolve("connect-four-2026-11-24-2.c4game"), "");
        assertEquals("connect-four-2026-11-24-3.c4game", locations.saveName(TODAY));
    }

    @Test
    void theNextDialogStartsInTheFolderLastSavedToOrOpenedFrom() throws IOException {
        GameFileLocations locations = new GameFileLocations(home);
        assertEquals(home, locations.initialFolder());

        Path games = Files.createDirectories(home.resolve("games"));
        locations.used(games.resolve("final.c4game"));
        assertEquals(games, locations.initialFolder());

        Files.delete(games);
        assertEquals(home, locations.initialFolder(), "a folder that is gone: back to the documents folder");
    }
}
