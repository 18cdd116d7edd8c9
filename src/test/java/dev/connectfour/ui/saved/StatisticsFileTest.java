package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The statistics survive a restart; a bad statistics or settings file is reported in a notice, not a failure. */
class StatisticsFileTest {
    @TempDir
    Path config;

    @Test
    void aFinishedGameIsCountedAfterARestart() throws TimeoutException {
        TestApp first = new TestApp(config).withTestSettings().start();
        try {
            first.click("Two players");
            first.click("Start");
            for (int column : new int[] {0, 1, 0, 1, 0, 1, 0}) {
                first.clickColumn(column);
                first.waitForBoardAtRest();
            }
            first.waitUntil("the game is over", () -> first.isShowing(".game-over-card"));
        } finally {
            first.stop();
        }
        Statistics saved = new StatisticsStore(config).load().value();
        assertNotEquals(Statistics.EMPTY, saved, "the finished game was written");

        TestApp second = new TestApp(config).withTestSettings().start();
        try {
            assertEquals(saved, second.statistics.getStatistics(), "the saved statistics are the app's at start");
        } finally {
            second.stop();
        }
    }

    @Test
    void badFilesAreReportedInTheWindowAndKeptAside() throws TimeoutException, IOException {
        Files.createDirectories(config);
        Files.writeString(config.resolve(StatisticsStore.FILE_NAME), "not statistics\n");
        Files.writeString(config.resolve("settings.properties"), "theme=\\uZZZZ\n");
        TestApp app = new TestApp(config).start();
        try {
            app.waitUntil("a notice names statistics.txt", () -> app.robot.lookup(".file-notice")
                    .queryAll().stream().anyMatch(node -> node.toString().contains("statistics.txt could not be read")));
            app.waitUntil("a notice names settings.properties", () -> app.robot.lookup(".file-notice")
                    .queryAll().stream().anyMatch(node -> node.toString().contains("settings.properties could not")));
            assertEquals("Connect Four", app.robot.lookup(".menu-title").queryLabeled().getText(), "the game goes on");
        } finally {
            app.stop();
        }
        try (Stream<Path> files = Files.list(config)) {
            assertTrue(files.anyMatch(file -> file.getFileName().toString().startsWith("statistics.txt.corrupt")),
                    "the bad statistics were kept aside");
        }
    }
}
