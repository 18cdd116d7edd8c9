package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.ui.TestApp;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Resign: asked first, off once the game is over, not offered to watchers, and a loss in the statistics. */
class ResignTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    private void startOnePlayerGameAndMove() {
        app.click("One player");
        app.click("Easy");
        app.click("Me");
        app.click("Start");
        app.waitUntil("my turn", () -> "Your turn".equals(app.status()) && !app.board().isAnimating());
        app.clickColumn(3);
        app.waitUntil("my turn again", () -> "Your turn".equals(app.status()) && !app.board().isAnimating());
    }

    private Button resignButton() {
        return app.robot.lookup("#resignButton").queryButton();
    }

    private void answer(String text) {
        app.robot.clickOn(app.robot.lookup(".confirm-card .button").match(node -> text.equals(((Button) node).getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void resigningAsksFirstAndKeepPlayingKeepsTheGame() {
        startOnePlayerGameAndMove();
        app.robot.clickOn(resignButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".confirm-overlay"), "resigning asks first");
        assertEquals("Resign this game? Your opponent wins.",
                app.robot.lookup(".confirm-question").queryAs(Label.class).getText());
        answer("Keep playing");
        assertFalse(app.isShowing(".confirm-overlay"));
        assertFalse(app.isShowing(".game-over-card"), "the game goes on");
        assertEquals("Your turn", app.status());
        assertEquals(2, app.shownPosition().turns().size());
        assertFalse(resignButton().isDisabled());
        assertTrue(app.statistics.getStatistics().isEmpty(), "nothing counted");
    }

    @Test
    void resigningEndsTheGameAsALossInTheStatistics() {
        startOnePlayerGameAndMove();
        app.robot.clickOn(resignButton());
        WaitForAsyncUtils.waitForFxEvents();
        answer("Resign");
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        assertEquals("You resigned.", app.robot.lookup(".result-title").queryAs(Label.class).getText());
        assertEquals("Game over", app.status(), "as for every ending; the card says how");
        assertTrue(resignButton().isDisabled(), "nothing left to resign");

        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        app.click("Statistics");
        TableView<?> table = app.robot.lookup(".stats-table").queryAs(TableView.class);
        assertEquals(1, table.getItems().size());
        assertEquals(List.of("1", "0", "0", "1"), List.of(cell(table, "Games"), cell(table, "Won"), cell(table, "Drawn"),
                cell(table, "Lost")), "one game, lost");
        assertEquals(1, app.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY)).lost());
    }

    /** What the first row shows in the column headed {@code heading}. */
    private static String cell(TableView<?> table, String heading) {
        return table.getColumns().stream().filter(column -> heading.equals(column.getText())).findFirst()
                .map(column -> String.valueOf(column.getCellData(0))).orElseThrow(() -> new AssertionError(heading));
    }

    @Test
    void betweenTwoPeopleTheSideToMoveResigns() {
        app.startTwoPlayerGame();
        app.clickColumn(0);
        app.waitForBoardAtRest();
        app.robot.clickOn(resignButton());
        WaitForAsyncUtils.waitForFxEvents();
        answer("Resign");
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        assertEquals("Yellow resigned; Red wins.", app.robot.lookup(".result-title").queryAs(Label.class).getText());
    }

    @Test
    void watchersHaveNoResignButton() {
        app.click("Watch the computer");
        app.click("Start");
        assertFalse(resignButton().isVisible());
    }
}
