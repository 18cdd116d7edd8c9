package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
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
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * After a lost game, at 800x600 in English and Japanese: the game-over card offers the lesson beside Review from the
 * start, disabled until it is found (nothing moves under the pointer when it arrives), within the window; taking it opens the review at that mistake, explained, its cells ringed and named, the columns
 * lettered; the explanation's link opens the Ideas page over the review at its idea, and Back returns to it.
 */
class LessonScreenTest {
    /** You (Red) against the computer; the computer (Yellow) plays the last disc and wins. */
    private static final String GAME = "6622225763436516427121573415";

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

    private <T> T read(java.util.function.Supplier<T> value) {
        List<T> read = new ArrayList<>();
        app.robot.interact(() -> read.add(value.get()));
        return read.get(0);
    }

    private void waitLong(String what, BooleanSupplier condition) {
        try { // the lesson judges the whole game and explains its mistakes on the coach's thread: long on a busy machine
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> read(condition::getAsBoolean));
        } catch (TimeoutException e) {
            throw new AssertionError("waited in vain for " + what, e);
        }
    }

    private static boolean inside(Node node) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return bounds.getMinX() >= 0 && bounds.getMinY() >= 0 && bounds.getMaxX() <= node.getScene().getWidth()
                && bounds.getMaxY() <= node.getScene().getHeight();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ENGLISH|Why did I lose?|Move 19 of 28|More about zugzwang",
        "JAPANESE|敗因を見る|28 手中 19 手目|考え方：ツークツワンク",
    })
    void theCardOffersTheLessonWhichOpensTheReviewThereExplainedAndLinkedToItsIdea(String language, String offer,
            String step, String link) throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST", "computerMoveDelayMillis=0")
                .start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        app.robot.interact(() -> app.games().startGame(GameSettings.onePlayer(ComputerLevel.EASY)));
        GameSession first = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(first.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, GAME.substring(0, GAME.length() - 1)), Seat.ONE));
        app.waitForBoardAtRest();
        app.advanceClock(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS); // the computer's visible delay, on the test's clock
        app.waitUntil("the game-over card", () -> app.isShowing(".game-over-card"));
        Bounds reviewAtFirst = read(() -> {
            assertTrue(node("#lessonButton", Button.class).isVisible(), "the offer, from the card's first frame");
            return node("#cardReviewButton", Button.class).getBoundsInParent(); // in the card's row of buttons
        });
        waitLong("the lesson found", () -> !node("#lessonButton", Button.class).isDisabled());
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            Button lesson = node("#lessonButton", Button.class);
            assertEquals(offer, lesson.getText());
            Button review = node("#cardReviewButton", Button.class);
            assertTrue(review.isVisible(), "the card's Review stays beside it");
            assertEquals(reviewAtFirst, review.getBoundsInParent(), "Review has not moved");
            assertTrue(inside(lesson), "the offer fits the window");
            assertTrue(lesson.getWidth() >= lesson.prefWidth(-1) - 1, "its words whole");
            Snapshots.write(lesson.getScene().getRoot(), "lesson-card-" + language.toLowerCase());
            lesson.fire();
        });
        app.waitUntil("the review", () -> app.isShowing(".move-list"));
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            assertEquals(step, node("#stepLabel", Label.class).getText(), "opened at the mistake");
            Label words = node("#whyLabel", Label.class);
            assertFalse(words.getText().isEmpty() || words.getText().endsWith("…"), "explained at once: " + words.getText());
            assertTrue(words.getText().contains("c3") && words.getText().contains("c4") && words.getText().contains("e3"),
                    words.getText());
            assertTrue(inside(words), "the words fit the window");
            BoardView board = node(".board-view", BoardView.class);
            // Yellow's line c3, c4, e3, numbered; e3 is also the better move, ringed once in its colour
            assertEquals(List.of("c3", "c4", "e3+"), board.markedCells().stream()
                    .map(mark -> CellNames.name(mark.cell()) + (mark.better() ? "+" : "")).toList());
            assertEquals(List.of("1", "2", "3"), board.lookupAll(".cell-mark-label").stream()
                    .map(label -> ((Text) label).getText()).toList(), "the line's steps numbered");
            assertEquals(List.of("a", "b", "c", "d", "e", "f", "g"), board.lookupAll(".column-label").stream()
                    .map(label -> ((Text) label).getText()).toList(), "the columns lettered as the words name them");
            assertFalse(node("#whyButton", Button.class).isVisible(), "nothing left to ask");
            Hyperlink idea = node("#ideaLink", Hyperlink.class);
            assertTrue(idea.isVisible());
            assertEquals(link, idea.getText());
            assertTrue(inside(idea), "the link fits the window");
            Snapshots.write(words.getScene().getRoot(), "lesson-review-" + language.toLowerCase());
            idea.fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            assertTrue(app.isShowing(".help-overlay"), "the Ideas page over the review");
            ScrollPane scroll = node(".help-screen", ScrollPane.class);
            Label shown = app.robot.from(scroll).lookup(".idea-shown").queryAs(Label.class);
            Node diagram = app.robot.from(scroll).lookup("#ideaZugzwang").query();
            Bounds view = scroll.localToScene(scroll.getLayoutBounds());
            Bounds at = diagram.localToScene(diagram.getLayoutBounds());
            assertTrue(at.getMinY() >= view.getMinY() - 0.5 && at.getMaxY() <= view.getMaxY() + 0.5,
                    "zugzwang's diagram " + at + " in view " + view);
            assertTrue(shown.getId().equals("ideaZugzwangText"), "its words stand out");
            assertTrue(scroll.getVvalue() > scroll.getVmin(), "scrolled down to it");
            Snapshots.write(scroll.getScene().getRoot(), "lesson-ideas-" + language.toLowerCase());
            app.robot.from(node(".help-overlay", Node.class)).lookup("#backButton").queryAs(Button.class).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            assertFalse(app.isShowing(".help-overlay"), "Back closes the Ideas page");
            assertEquals(step, node("#stepLabel", Label.class).getText(), "the review as it was");
            assertFalse(node("#whyLabel", Label.class).getText().isEmpty());
        });
    }
}
