package dev.connectfour.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The values over the columns stay readable in German, whose "Verlust in N" is the longest: no word
 * is cut short with an ellipsis or broken across lines, and no label spills over its neighbour's column,
 * in the default window and in a small 800x600 one.
 */
class AnalysisLabelsFitTest {
    /** Test_L3_R1: every playable column loses ("- - -5 -6 -6 -6 -6"); fast to solve exactly. */
    private static final String ALL_LOSING = "26512741647245111351472255277";

    @TempDir
    Path config;
    private TestApp app;

    @BeforeEach
    void start() throws TimeoutException {
        app = new TestApp(config).withSettings("language=GERMAN", "animationSpeed=FAST", "computerMoveDelayMillis=0")
                .start();
    }

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void longWordsAreShrunkToTheirColumnNotCutOrBroken() {
        startAllLosing();
        assertWholeWords("in the default window");
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertWholeWords("at 800x600");
    }

    private void startAllLosing() {
        app.click("Zwei Spieler");
        app.click("Start");
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, ALL_LOSING), Seat.ONE));
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.A);
        app.waitUntil("the analysis shows the losses", () -> labels().get(6).getText().startsWith("Verlust in"));
    }

    private void assertWholeWords(String where) {
        List<Label> labels = labels();
        app.robot.interact(() -> {
            double pitch = labels.get(1).getBoundsInParent().getCenterX() - labels.get(0).getBoundsInParent().getCenterX();
            for (Label label : labels.subList(2, 7)) {
                String text = label.getText();
                assertTrue(text.startsWith("Verlust in "), text);
                Text shown = (Text) label.lookup(".text");
                assertFalse(shown.getText().contains("…") || shown.getText().contains("..."), where + ", cut short: "
                        + shown.getText());
                Bounds onScreen = label.getBoundsInParent();
                assertTrue(onScreen.getWidth() <= pitch, where + ": " + text + " is " + onScreen.getWidth()
                        + " wide over columns " + pitch + " apart");
                Text word = new Text("Verlust");
                word.setFont(label.getFont());
                double room = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
                assertTrue(word.getLayoutBounds().getWidth() <= room, where + ": \"Verlust\" needs "
                        + word.getLayoutBounds().getWidth() + " but has " + room);
            }
        });
    }

    @Test
    void onATallBoardThePendingColumnsStillShow() {
        BoardSize tall = new BoardSize(8, 7);
        app.click("Zwei Spieler");
        app.click("Start");
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings().withBoardSize(tall),
                GamePosition.fromMoves(tall, "4"), Seat.ONE));
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.A);
        List<Label> labels = labels(tall.width());
        app.waitUntil("the columns' labels show", () -> !labels.get(0).getText().isEmpty());
        app.robot.interact(() -> {
            for (Label label : labels) {
                assertTrue(label.getHeight() >= label.prefHeight(label.getWidth()) - 0.5, "'" + label.getText()
                        + "' is " + label.getHeight() + " high, its text needs " + label.prefHeight(label.getWidth()));
            }
        });
    }

    private List<Label> labels() {
        return labels(BoardSize.STANDARD.width());
    }

    private List<Label> labels(int width) {
        List<Label> labels = new ArrayList<>();
        app.robot.interact(() -> {
            for (int column = 0; column < width; column++) {
                labels.add(app.robot.lookup("#analysis-" + column).queryAs(Label.class));
            }
        });
        return labels;
    }
}
