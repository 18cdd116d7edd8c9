package dev.connectfour.ui.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.io.IOException;
import java.nio.file.Files;

import java.util.List;

import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The statistics screen: the figures of the games just played, the chart, and a reset that asks first. */
class StatisticsScreenTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    /** A two-player game on {@code board}: Red stacks column 1, Yellow column 2; {@code redWins} or Yellow does. */
    private void playTwoPlayerGame(String board, boolean redWins) {
        app.click("Two players");
        app.click(board);
        app.click("Start");
        String moves = redWins ? "1212121" : "31212121";
        for (char c : moves.toCharArray()) {
            app.robot.type(KeyCode.getKeyCode(String.valueOf(c)));
            app.waitForBoardAtRest();
        }
        assertTrue(app.shownPosition().isWon());
        app.robot.type(KeyCode.ESCAPE);
    }

    @SuppressWarnings("unchecked")
    private TableView<StatsRow> table() {
        return app.robot.lookup(".stats-table").queryAs(TableView.class);
    }

    private List<String> row(int index) {
        StatsRow row = table().getItems().get(index);
        return List.of(row.game(), row.games(), row.won(), row.drawn(), row.lost(), row.streak(), row.average(),
                row.assisted());
    }

    @Test
    void showsTheFiguresOfTheGamesJustPlayedPerBoard() {
        playTwoPlayerGame("5 × 4", true);
        playTwoPlayerGame("5 × 4", false);
        playTwoPlayerGame("8 × 7", true);
        app.click("Statistics");
        assertEquals("Statistics", app.title());
        assertEquals(2, table().getItems().size());
        assertEquals(List.of("Two players · 8 × 7", "1", "1", "0", "0", "1", "7.0", "0"), row(0));
        assertEquals(List.of("Two players · 5 × 4", "2", "1", "0", "1", "1", "7.5", "0"), row(1));
        assertTrue(app.robot.lookup("Two players · 5 × 4").tryQuery().isPresent(),
                "the figures are on screen, not only in the table's model");

        assertEquals("Results per day: all games played", app.robot.lookup(".chart-title").queryAs(Label.class).getText());
        assertEquals(List.of(2, 0, 1), todaysBar(), "won, drawn, lost today");
        app.robot.clickOn("Two players · 5 × 4");
        app.waitUntil("the chart shows the selected line", () -> app.robot.lookup(".chart-title").queryAs(Label.class)
                .getText().equals("Results per day: Two players · 5 × 4"));
        assertEquals(List.of(1, 0, 1), todaysBar());
    }

    @Test
    void aGameWonWithAHintBeforeEveryMoveIsCountedWithHelp() {
        app.startTwoPlayerGame();
        for (char c : "1212121".toCharArray()) {
            app.robot.type(KeyCode.H);
            app.robot.type(KeyCode.getKeyCode(String.valueOf(c)));
            app.waitForBoardAtRest();
        }
        assertTrue(app.shownPosition().isWon());
        app.robot.type(KeyCode.ESCAPE);
        app.click("Statistics");
        assertEquals(List.of("Two players · 7 × 6", "1", "1", "0", "0", "1", "7.0", "1"), row(0),
                "won, and counted as a game with help");
        assertEquals("With\nhelp", table().getColumns().get(7).getText());
        assertEquals("With help: games in which a hint, the analysis or an undo was used.",
                app.robot.lookup(".assisted-note").queryAs(Label.class).getText());
    }

    @Test
    void anOldFileLoadsAndTheColumnSaysWithHelpInJapanese() throws Exception {
        app.stop();
        Files.writeString(app.configDirectory.resolve("statistics.txt"),
                "connect-four-statistics 1\none_player hard 1 0 1 0 1\n");
        app.withSettings("language=JAPANESE", "animationSpeed=FAST").start();
        app.robot.interact(() -> app.navigator().show(ScreenId.STATISTICS));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("2", "1", "0", "1", "1"), row(0).subList(1, 6), "the old file's tally");
        assertEquals("補助\nあり", table().getColumns().get(7).getText(), "help, not the Hint button's word");
        Label note = app.robot.lookup(".assisted-note").queryAs(Label.class);
        assertEquals("補助あり：ヒント、解析、一手戻すのいずれかを使った対局です。", note.getText());
        assertTrue(note.isVisible() && note.getHeight() > 0, "the note is on screen");
    }

    /** The heights of the chart's one bar, per outcome. */
    @SuppressWarnings("unchecked")
    private List<Integer> todaysBar() {
        StackedBarChart<String, Number> chart = app.robot.lookup(".results-chart").queryAs(StackedBarChart.class);
        assertEquals(1, ((CategoryAxis) chart.getXAxis()).getCategories().size(), "the axis has today only");
        return chart.getData().stream().map(series -> {
            assertEquals(1, series.getData().size(), "one day, one bar");
            XYChart.Data<String, Number> bar = series.getData().get(0);
            return bar.getYValue().intValue();
        }).toList();
    }

    @Test
    void theChartFollowsTheSelectedLineOfSavedStatistics() throws Exception {
        app.stop();
        Files.writeString(app.configDirectory.resolve("statistics.txt"), String.join("\n",
                "connect-four-statistics 2",
                "tally one_player easy 8x7 2 0 1 0 1 3 60 1",
                "tally watch hard 9x7 0 1 0 0 0 1 63 0",
                "tally watch hard 9x6 0 1 0 0 0 1 54 0",
                "game 2026-11-19 watch hard 9x6 drawn 54 false",
                "game 2026-11-20 one_player easy 8x7 won 21 true",
                "game 2026-11-21 one_player easy 8x7 won 19 false",
                "game 2026-11-21 watch hard 9x7 drawn 63 false",
                "game 2026-11-22 one_player easy 8x7 lost 20 false", ""));
        app.start(); // again, on the files the first run left
        app.click("Statistics");
        assertEquals(List.of("vs Easy · 8 × 7", "3", "2", "0", "1", "1", "20.0", "1"), row(0));
        assertEquals(List.of(3, 1), chartShape(), "all games played: three days, the watched ones left out");
        app.robot.clickOn("Hard vs ? · 9 × 7"); // a watched game of version 2: its second computer is not known
        app.waitUntil("the chart shows the watched game", () -> chartShape().equals(List.of(1, 1)));
        app.robot.clickOn("Hard vs ? · 9 × 6"); // a board of earlier versions: its games are kept and shown
        app.waitUntil("the chart shows the game on 9x6", () -> chartShape().equals(List.of(1, 1)));
        app.robot.clickOn("vs Easy · 8 × 7");
        app.waitUntil("the chart shows the one-player games", () -> chartShape().equals(List.of(3, 1)));
    }

    @Test
    void watchedGamesAreKeptApartFromThePlayersResults() throws Exception {
        app.stop();
        Files.writeString(app.configDirectory.resolve("statistics.txt"), String.join("\n",
                "connect-four-statistics 3",
                "tally one_player hard 7x6 1 0 0 1 1 1 21 0",
                "tally watch medium/hard 7x6 0 0 1 0 0 1 30 1",
                "game 2026-11-21 one_player hard 7x6 won 21 false",
                "game 2026-11-22 watch medium/hard 7x6 lost 30 true", ""));
        app.start();
        app.click("Statistics");
        assertEquals(List.of(List.of("vs Hard · 7 × 6", "1", "1", "0", "0", "1", "21.0", "0")),
                table().getItems().stream().map(row -> row(table().getItems().indexOf(row))).toList(),
                "the player's table has the player's games only");
        @SuppressWarnings("unchecked")
        TableView<StatsRow> watched = app.robot.lookup(".stats-table").queryAllAs(TableView.class).stream()
                .filter(view -> view != table()).findFirst().orElseThrow();
        StatsRow watch = watched.getItems().get(0);
        assertEquals(List.of("Medium vs Hard · 7 × 6", "1", "0", "0", "1"),
                List.of(watch.game(), watch.games(), watch.won(), watch.drawn(), watch.lost()),
                "both computers named; the second computer won");
        assertEquals(List.of(1, 1), chartShape(), "all games played: the watched game is not among them");
        app.robot.clickOn("Medium vs Hard · 7 × 6");
        app.waitUntil("the chart shows the watched game", () -> app.robot.lookup(".chart-title").queryAs(Label.class)
                .getText().equals("Results per day: Medium vs Hard · 7 × 6"));
        assertTrue(app.robot.lookup(".chart-legend-item").queryAllAs(Label.class).stream()
                .anyMatch(item -> item.getText().equals("Computer 2 won")), "the outcomes are the computers'");
    }

    /** The number of days on the chart's axis and the most games on one day. */
    @SuppressWarnings("unchecked")
    private List<Integer> chartShape() {
        StackedBarChart<String, Number> chart = app.robot.lookup(".results-chart").queryAs(StackedBarChart.class);
        int days = ((CategoryAxis) chart.getXAxis()).getCategories().size();
        int highest = 0;
        for (int day = 0; day < days; day++) {
            int sum = 0;
            for (XYChart.Series<String, Number> series : chart.getData()) {
                sum += series.getData().get(day).getYValue().intValue();
            }
            highest = Math.max(highest, sum);
        }
        return List.of(days, highest);
    }

    /** A request from outside the window (an invite link clicked) while the reset asks: made once it is answered. */
    @Test
    void aRequestFromOutsideWaitsForTheResetsAnswer() {
        playTwoPlayerGame("7 × 6", true);
        app.click("Statistics");
        app.click("Reset statistics…");
        boolean[] made = {false};
        app.robot.interact(() -> app.navigator().leaveForRequest("confirm.leaveForInvite", "a link", strings -> "a game",
                () -> made[0] = true));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(made[0], "not while the reset asks");
        assertTrue(app.isShowing(".confirm-card"), "the question stays");

        app.click("Keep them");
        app.waitUntil("the request is made once the reset is answered", () -> made[0]);
        assertEquals(1, table().getItems().size(), "the statistics are kept");
    }

    @Test
    void resetAsksFirstAndThenForgetsEveryGameAlsoOnTheDisk() throws IOException {
        playTwoPlayerGame("7 × 6", true);
        app.click("Statistics");
        assertEquals(1, table().getItems().size());
        assertFalse(app.isShowing(".confirm-card"));

        app.click("Reset statistics…");
        assertTrue(app.isShowing(".confirm-card"), "asks first");
        assertFalse(app.isShowing("Reset statistics…"));
        app.click("Keep them");
        assertEquals(1, table().getItems().size(), "kept");
        assertFalse(app.isShowing(".confirm-card"));

        app.click("Reset statistics…");
        app.robot.clickOn(".confirm-reset");
        app.waitUntil("the table is empty", () -> table().getItems().isEmpty());
        assertTrue(app.statistics.getStatistics().isEmpty());
        assertTrue(app.robot.lookup("Reset statistics…").queryAs(Button.class).isDisabled(), "nothing left to reset");
        assertTrue(app.isShowing("No games yet. Finished games are counted here."));
        assertEquals(Statistics.EMPTY, StatisticsStore.parse(Files.readString(app.configDirectory.resolve("statistics.txt"))));
        assertEquals(0, app.statistics.getStatistics().tally(new dev.connectfour.game.stats.StatisticsKey(
                dev.connectfour.game.Mode.TWO_PLAYERS, null, BoardSize.STANDARD)).played());
    }

    @Test
    void backReturnsToTheStartScreenAndEscapeDoesToo() {
        app.click("Statistics");
        app.click("Back");
        assertTrue(app.robot.lookup("One player").tryQuery().isPresent());
        app.click("Statistics");
        app.robot.type(KeyCode.ESCAPE);
        assertTrue(app.robot.lookup("One player").tryQuery().isPresent());
    }
}
