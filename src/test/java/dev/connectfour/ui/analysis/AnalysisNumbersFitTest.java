package dev.connectfour.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** A distance of two digits ("Loss in 13") keeps its number over the narrow columns of an 800x600 window. */
class AnalysisNumbersFitTest {
    /** Test_L2_R1, "5455174361263362 -1": the side to move loses late, so the distances have two digits. */
    private static final String LONG_LOSS = "5455174361263362";

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void twoDigitDistancesKeepTheirNumberAt800x600() {
        app.startTwoPlayerGame();
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
            app.games().startGameFrom(session.settings(), GamePosition.fromMoves(BoardSize.STANDARD, LONG_LOSS),
                    Seat.ONE);
        });
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.A);
        app.waitUntil("a distance of two digits shows", () -> labels().stream()
                .anyMatch(label -> label.getText().matches(".* in \\d\\d")));
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            for (Label label : labels()) {
                Text shown = (Text) label.lookup(".text");
                assertTrue(shown.getText().replace("\n", " ").equals(label.getText()),
                        "'" + label.getText() + "' shown as '" + shown.getText() + "'");
            }
        });
    }

    private List<Label> labels() {
        List<Label> labels = new ArrayList<>();
        for (int column = 0; column < BoardSize.STANDARD.width(); column++) {
            labels.add(app.robot.lookup("#analysis-" + column).queryAs(Label.class));
        }
        return labels;
    }
}
