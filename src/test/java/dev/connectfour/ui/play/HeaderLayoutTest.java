package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The game screen's header keeps its height and shows every text whole (no "…", no card cut to
 * "Red · 5 s pe…") in every state of a timed game: untimed first move, clock running, a lost turn,
 * paused, game over; in English and German, in the default window and at 800x600.
 */
class HeaderLayoutTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({"ENGLISH, 0, 0", "ENGLISH, 800, 600", "GERMAN, 0, 0", "GERMAN, 800, 600"})
    void theHeaderKeepsItsLayoutInEveryState(String language, double width, double height) throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST",
                "computerMoveDelayMillis=0").start();
        if (width > 0) {
            app.robot.interact(() -> {
                app.stage.setWidth(width);
                app.stage.setHeight(height);
            });
        }
        app.robot.interact(() -> app.games().startGame(dev.connectfour.game.GameSettings.twoPlayers(true)));
        WaitForAsyncUtils.waitForFxEvents();
        double expected = headerHeight();
        List<String> seen = new ArrayList<>();
        check(expected, "untimed first move", seen);
        play(0);
        play(0);
        check(expected, "the clock runs now", seen);
        app.advanceClock(5_000);
        app.waitUntil("the turn is lost", () -> !note().isEmpty() && app.shownPosition().notation().endsWith("-"));
        check(expected, "a lost turn", seen);
        app.advanceClock(5_000);
        app.waitUntil("the second turn is lost", () -> app.shownPosition().notation().endsWith("--"));
        app.shortcut(KeyCode.Z);
        app.waitForBoardAtRest();
        check(expected, "after Ctrl+Z on a lost turn", seen);
        if (language.equals("ENGLISH")) { // the pass now last is Player 1's; Player 2 is to move again
            assertEquals("Player 2's turn", app.status());
            assertEquals("Player 1 lost the turn: time ran out", note());
        }
        app.robot.type(KeyCode.P);
        WaitForAsyncUtils.waitForFxEvents();
        check(expected, "paused", seen);
        app.robot.type(KeyCode.P);
        for (int column : new int[] {1, 0, 2, 0, 3, 6, 4}) {
            play(column);
        }
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        check(expected, "game over", seen);
    }

    private void play(int column) {
        app.clickColumn(column);
        app.waitForBoardAtRest();
    }

    private void check(double expectedHeight, String state, List<String> seen) {
        app.robot.interact(() -> {
            Parent header = (Parent) app.robot.lookup(".play-header").query();
            header.applyCss();
            header.layout();
            seen.add(state + ": '" + app.status() + "' / '" + note() + "'");
            assertEquals(expectedHeight, header.getLayoutBounds().getHeight(), 0.5, "header height " + seen);
            List<String> cut = new ArrayList<>();
            collectCut(header, cut);
            assertTrue(cut.isEmpty(), state + ": cut short " + cut);
        });
    }

    private double headerHeight() {
        double[] height = new double[1];
        app.robot.interact(() -> height[0] = app.robot.lookup(".play-header").query().getLayoutBounds().getHeight());
        return height[0];
    }

    private String note() {
        return app.robot.lookup(".status-note").queryAs(Label.class).getText();
    }

    /** The visible labels under {@code node} whose shown text is not their whole text. */
    private static void collectCut(Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            StringBuilder shown = new StringBuilder();
            for (Node text : labeled.lookupAll(".text")) {
                if (text instanceof Text piece && piece.getParent() == labeled) {
                    shown.append(piece.getText());
                }
            }
            if (!shown.toString().equals(labeled.getText())) {
                cut.add("'" + labeled.getText() + "' shown as '" + shown + "'");
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectCut(child, cut);
            }
        }
    }
}
