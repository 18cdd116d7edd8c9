package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The hint's "Why this move?" at 800x600 in English and Japanese: offered once the hint marks its column, it gives the
 * coach's words, the cells on the board (named, the columns lettered), and the link to the idea, which opens the
 * Ideas page over the paused game; the game counts as assisted by the hint.
 */
class HintWhyScreenTest {
    /** Red (you) a1, a2, g1; Yellow d1, d2, d3: Red must block d4. */
    private static final String POSITION = "141474";

    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    private <T extends Node> T node(String query, Class<T> type) {
        return app.robot.lookup(query).queryAs(type);
    }

    private <T> T read(Supplier<T> value) {
        List<T> read = new ArrayList<>();
        app.robot.interact(() -> read.add(value.get()));
        return read.get(0);
    }

    private static boolean inside(Node node) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return bounds.getMinX() >= 0 && bounds.getMinY() >= 0 && bounds.getMaxX() <= node.getScene().getWidth()
                && bounds.getMaxY() <= node.getScene().getHeight();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ENGLISH|Why this move?|d4 blocks the four of Yellow.|More about threats",
        "JAPANESE|なぜこの手？|d4で黄の四つ並びを防げます。|考え方：脅威",
    })
    void theHintExplainsItselfWithItsCellsAndLinksToItsIdea(String language, String ask, String words, String link)
            throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST", "computerMoveDelayMillis=0")
                .start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        app.robot.interact(() -> app.games().startGame(GameSettings.onePlayer(ComputerLevel.EASY)));
        GameSession first = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(first.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, POSITION), Seat.ONE));
        app.waitForBoardAtRest();
        assertFalse(read(() -> node("#hintWhyButton", Button.class).isVisible()), "no hint, nothing to ask");
        app.robot.type(KeyCode.H);
        app.waitUntil("the hint", () -> read(() -> app.board().hintColumnProperty().get()) == 3);
        app.waitUntil("Why this move?", () -> read(() -> node("#hintWhyButton", Button.class).isVisible()));
        app.robot.interact(() -> {
            Button button = node("#hintWhyButton", Button.class);
            assertEquals(ask, button.getText());
            assertTrue(inside(button));
            button.fire();
        });
        try { // the coach's first question reads the opening book on its own thread
            WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> read(() -> node("#hintWhyLabel", Label.class).getText())
                    .equals(words));
        } catch (TimeoutException e) {
            throw new AssertionError("shown: " + read(() -> node("#hintWhyLabel", Label.class).getText()), e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        GameSession game = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> {
            BoardView board = app.board();
            assertEquals(List.of("d4+"), board.markedCells().stream()
                    .map(mark -> CellNames.name(mark.cell()) + (mark.better() ? "+" : "")).toList());
            assertEquals(List.of("a", "b", "c", "d", "e", "f", "g"), board.lookupAll(".column-label").stream()
                    .map(label -> ((Text) label).getText()).toList());
            Label text = node("#hintWhyLabel", Label.class);
            assertTrue(inside(text), "the words fit the window");
            assertTrue(text.getHeight() >= text.prefHeight(text.getWidth()) - 1, "no line cut short");
            assertFalse(node("#hintWhyButton", Button.class).isVisible(), "asked once");
            assertTrue(game.isAssisted(), "a hinted game counts as assisted");
            assertEquals(java.util.Set.of(Help.HINT), game.helpUsed());
            Hyperlink idea = app.robot.lookup(".hint-why-row .idea-link").queryAs(Hyperlink.class);
            assertEquals(link, idea.getText());
            assertTrue(inside(idea));
            Snapshots.write(text.getScene().getRoot(), "hint-why-" + language.toLowerCase());
            idea.fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            assertTrue(app.isShowing(".help-overlay"), "the Ideas page over the game");
            assertTrue(game.isPaused(), "the game waits behind it");
            assertEquals("ideaThreatText", app.robot.lookup(".idea-shown").queryAs(Label.class).getId());
            app.robot.from(node(".help-overlay", Node.class)).lookup("#backButton").queryAs(Button.class).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            assertFalse(app.isShowing(".help-overlay"));
            assertFalse(game.isPaused());
        });
        app.clickColumn(3);
        app.waitForBoardAtRest();
        app.waitUntil("the next position drops the explanation",
                () -> read(() -> node("#hintWhyLabel", Label.class).getText().isEmpty() && app.board().markedCells().isEmpty()));
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), read(() -> app.board().lookupAll(".column-label").stream()
                .map(label -> ((Text) label).getText()).toList()), "numbered again, as the keys");
    }
}
