package dev.connectfour.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * In Japanese and Chinese the values over the columns of the standard board are readable in a small 800x600 window:
 * each whole, on at most two lines, in letters no smaller than {@value #READABLE_PIXELS} pixels on screen.
 */
class AnalysisLabelsCjkTest {
    /** Wins, losses and a draw of 13 to 15 moves over the seven columns (the position after 445335261). */
    private static final String POSITION = "445335261";
    /** The smallest letters a label may be drawn at and still be read at a glance. */
    private static final double READABLE_PIXELS = 11;

    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void japaneseValuesAreReadableAtEightHundredBySixHundred() throws TimeoutException {
        assertReadable("JAPANESE", "ふたりで遊ぶ", "開始", "手");
    }

    /** Where a label is wider than "14手負" / "け" would need, the two lines still part before the word: "14手" / "負け". */
    @Test
    void japaneseValuesWrapBeforeTheirLastWordAtNineHundredSixtyBySevenHundredTwenty() throws TimeoutException {
        assertReadable("JAPANESE", "ふたりで遊ぶ", "開始", "手");
        app.robot.interact(() -> {
            app.stage.setWidth(960);
            app.stage.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            for (Label label : labels()) {
                String text = label.getText();
                Text allButTheLastCharacter = new Text(text.substring(0, text.length() - 1));
                allButTheLastCharacter.setFont(label.getFont());
                double room = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
                assertTrue(allButTheLastCharacter.getLayoutBounds().getWidth() > room, text + " has room for "
                        + allButTheLastCharacter.getText() + " on one line, its last character alone on the next");
            }
        });
    }

    @Test
    void chineseValuesAreReadableAtEightHundredBySixHundred() throws TimeoutException {
        assertReadable("CHINESE_SIMPLIFIED", "双人游戏", "开始", "步");
    }

    private void assertReadable(String language, String twoPlayers, String start, String moves) throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=OFF", "window.width=800",
                "window.height=600").start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        app.click(twoPlayers);
        app.click(start);
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, POSITION), Seat.ONE));
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.A);
        List<Label> labels = labels();
        app.waitUntil("every column's exact value", () -> labels.stream().filter(l -> l.getText().contains(moves)).count() == 6);
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            for (Label label : labels) {
                Text shown = (Text) label.lookup(".text");
                assertEquals(label.getText().replace("\n", ""), shown.getText().replace("\n", ""), "shown whole");
                Text oneLine = new Text(label.getText().substring(0, 1));
                oneLine.setFont(label.getFont());
                double lineHeight = oneLine.getLayoutBounds().getHeight();
                assertTrue(shown.getLayoutBounds().getHeight() < 2.5 * lineHeight, label.getText() + " on "
                        + shown.getLayoutBounds().getHeight() / lineHeight + " lines");
                double pixels = label.getFont().getSize() * label.getScaleY();
                assertTrue(pixels >= READABLE_PIXELS, label.getText() + " is drawn " + pixels + " px high");
            }
        });
    }

    private List<Label> labels() {
        List<Label> labels = new ArrayList<>();
        app.robot.interact(() -> {
            for (int column = 0; column < BoardSize.STANDARD.width(); column++) {
                labels.add(app.robot.lookup("#analysis-" + column).queryAs(Label.class));
            }
        });
        return labels;
    }
}
