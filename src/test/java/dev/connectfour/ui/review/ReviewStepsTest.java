package dev.connectfour.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The review's buttons, its keys and its move list step through one game: after each step the board,
 * the header's "Move N of M", the list's highlight and First/Previous/Next/Last all show the same move.
 */
class ReviewStepsTest {
    private static final String MOVES = "443352";

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void buttonsKeysAndTheMoveListShowTheSameMove() {
        app.startTwoPlayerGame();
        for (char column : MOVES.toCharArray()) {
            app.clickColumn(column - '1');
            app.waitForBoardAtRest();
        }
        app.robot.type(KeyCode.R);
        WaitForAsyncUtils.waitForFxEvents();
        assertShows(6, "on opening");
        app.robot.type(KeyCode.LEFT);
        assertShows(5, "after Left");
        app.robot.type(KeyCode.HOME);
        assertShows(0, "after Home");
        app.robot.type(KeyCode.END);
        assertShows(6, "after End");
        app.robot.type(KeyCode.LEFT).type(KeyCode.LEFT).type(KeyCode.LEFT);
        app.robot.type(KeyCode.RIGHT);
        assertShows(4, "after Left three times and Right");
        clickButton("#previousButton");
        assertShows(3, "after Previous");
        clickButton("#firstButton");
        assertShows(0, "after First");
        clickButton("#nextButton");
        assertShows(1, "after Next");
        app.robot.clickOn(row(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertShows(2, "after a click on the second move");
        app.robot.type(KeyCode.RIGHT);
        assertShows(3, "after a click and Right");
        clickButton("#lastButton");
        assertShows(6, "after Last");
    }

    private void assertShows(int step, String when) {
        WaitForAsyncUtils.waitForFxEvents();
        String[] seen = new String[1];
        app.robot.interact(() -> {
            BoardView board = app.robot.lookup(".board-view").queryAs(BoardView.class);
            ListView<?> list = app.robot.lookup(".move-list").queryAs(ListView.class);
            Object selected = list.getSelectionModel().getSelectedItem();
            String highlighted = app.robot.lookup(".move-list .list-cell").queryAll().stream()
                    .filter(cell -> cell.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("selected")))
                    .map(cell -> String.valueOf(((ListCell<?>) cell).getItem())).sorted().reduce((a, b) -> a + "," + b)
                    .orElse("none");
            seen[0] = "board " + board.positionProperty().get().turns().size()
                    + " | header " + app.robot.lookup("#stepLabel").queryAs(Label.class).getText()
                    + " | selected " + selected + " | highlighted " + highlighted
                    + " | disabled " + disabled("#firstButton") + disabled("#previousButton")
                    + disabled("#nextButton") + disabled("#lastButton");
        });
        String header = step == 0 ? "The empty board (6 moves in this game)" : "Move " + step + " of 6";
        String list = step == 0 ? "null | highlighted none" : step + " | highlighted " + step;
        boolean start = step == 0;
        boolean end = step == 6;
        assertEquals("board " + step + " | header " + header + " | selected " + list
                + " | disabled " + start + start + end + end, seen[0], when);
    }

    private void clickButton(String id) {
        app.robot.clickOn(id);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean disabled(String id) {
        return app.robot.lookup(id).queryAs(Button.class).isDisabled();
    }

    private Node row(int turn) {
        return app.robot.lookup(".move-list .list-cell").match(cell -> Integer.valueOf(turn)
                .equals(((ListCell<?>) cell).getItem())).query();
    }
}
