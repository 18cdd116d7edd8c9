package dev.connectfour.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.HeadlessScreenRepair;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The board on its own, driven the way the game screen drives it: the model changes first, then the
 * view shows it; while a disc falls, further choices are ignored.
 */
@ExtendWith(ApplicationExtension.class)
class BoardViewTest {
    private BoardView board;
    private Stage stage;
    private GamePosition model = GamePosition.empty(BoardSize.STANDARD);
    private final List<Integer> shaken = new ArrayList<>();
    private final List<Player> landed = new ArrayList<>();

    @Start
    void start(Stage stage) {
        HeadlessScreenRepair.install();
        this.stage = stage;
        board = new BoardView();
        board.setOnColumnChosen(column -> {
            if (board.isAnimating()) {
                return;
            }
            if (!model.canPlay(column)) {
                shaken.add(column);
                board.shake(column);
                return;
            }
            model = model.play(column);
            board.show(model, () -> { });
        });
        board.setOnDiscLanded(landed::add);
        Scene scene = new Scene(new StackPane(board), 700, 640);
        Theme.CLASSIC.applyTo(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aClickDropsOneDiscOfTheMoverIntoTheLowestFreeCell(FxRobot robot) throws TimeoutException {
        robot.clickOn(screenPoint(3, 5));
        assertTrue(board.isAnimating() || landed.size() == 1, "the disc falls");
        waitUntilAtRest();
        assertEquals(1, discs(robot).size());
        Node disc = robot.lookup("#disc-3-0").query();
        assertTrue(disc.getStyleClass().contains("red"), "the first player's disc is red");
        assertEquals(0, disc.getTranslateY(), 1e-9, "settled in its cell");
        assertEquals(List.of(Player.FIRST), landed, "one landing sound");

        robot.clickOn(screenPoint(3, 5));
        waitUntilAtRest();
        assertTrue(robot.lookup("#disc-3-1").query().getStyleClass().contains("yellow"));
        assertEquals("44", model.notation());
    }

    @Test
    void aDoubleClickDuringTheFallDropsOneDisc(FxRobot robot) throws TimeoutException {
        robot.doubleClickOn(screenPoint(2, 5));
        waitUntilAtRest();
        assertEquals(1, discs(robot).size());
        assertEquals("3", model.notation());
    }

    @Test
    void aFullColumnShakesAndChangesNothing(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            model = GamePosition.fromMoves(BoardSize.STANDARD, "444444");
            board.show(model, () -> { });
        });
        robot.clickOn(screenPoint(3, 5));
        waitUntilAtRest();
        assertEquals(List.of(3), shaken);
        assertEquals("444444", model.notation());
        assertEquals(6, discs(robot).size());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            boolean[] shaking = new boolean[1];
            robot.interact(() -> shaking[0] = board.isShaking());
            return !shaking[0];
        });
        robot.interact(() -> discs(robot).forEach(disc -> assertEquals(0, disc.getTranslateX(), 1e-9)));
    }

    @Test
    void theKeyboardDropsLikeTheMouse(FxRobot robot) throws TimeoutException {
        robot.clickOn(screenPoint(0, 5));
        waitUntilAtRest();
        robot.type(KeyCode.DIGIT5);
        waitUntilAtRest();
        robot.type(KeyCode.LEFT);
        robot.type(KeyCode.ENTER);
        waitUntilAtRest();
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT);
        robot.type(KeyCode.SPACE);
        waitUntilAtRest();
        robot.type(KeyCode.DOWN);
        waitUntilAtRest();
        assertEquals("15466", model.notation(), "5 drops in column 5; Left, Enter in 4; Right twice, Space and Down in 6");
        assertTrue(robot.lookup("#disc-3-0").query().getStyleClass().contains("red"));
        assertTrue(robot.lookup("#disc-4-0").query().getStyleClass().contains("yellow"));
        assertTrue(robot.lookup("#disc-5-1").query().getStyleClass().contains("red"));
    }

    @Test
    void aWonGameHighlightsTheFourDimsTheRestAndMarksTheLastMove(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            model = GamePosition.fromMoves(BoardSize.STANDARD, "121212");
            board.show(model, () -> { });
        });
        robot.clickOn(screenPoint(0, 5));
        waitUntilAtRest();
        assertTrue(model.isWon());
        assertEquals(4, robot.lookup(".disc.winning").queryAll().size());
        assertEquals(3, robot.lookup(".disc.dimmed").queryAll().size());
        assertEquals(1, robot.lookup(".win-line").queryAll().size());
        assertEquals(1, robot.lookup(".last-move-marker").queryAll().size());
        robot.interact(() -> Snapshots.write(stage.getScene().getRoot(), "board-won"));
    }

    @Test
    void aDiscThatWinsTwoWaysDrawsALineThroughEachFromEndToEnd(FxRobot robot) {
        // Red's last disc (column 4) ends four across the bottom row and four up the diagonal to column 7
        robot.interact(() -> {
            model = GamePosition.fromMoves(BoardSize.STANDARD, "152636576717724");
            board.show(model, () -> { });
        });
        assertEquals(7, model.winningCells().size());
        assertEquals(7, robot.lookup(".disc.winning").queryAll().size());
        List<Long> lengths = robot.lookup(".win-line").queryAllAs(javafx.scene.shape.Line.class).stream()
                .map(line -> Math.round(Math.hypot(line.getEndX() - line.getStartX(), line.getEndY() - line.getStartY())))
                .sorted().toList();
        assertEquals(List.of(300L, 424L), lengths, "three cells across, three cells up the diagonal");
    }

    @Test
    void theBoardKeepsItsAspectRatioWhenTheWindowChanges(FxRobot robot) {
        double before = aspect(robot);
        robot.interact(() -> {
            stage.setWidth(1200);
            stage.setHeight(500);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, aspect(robot), 0.01);
        Bounds frame = frameBounds(robot);
        assertTrue(frame.getHeight() <= 500, "fits the window");
        robot.interact(() -> {
            model = GamePosition.fromMoves(BoardSize.STANDARD, "4453");
            board.show(model, () -> { });
            board.hintColumnProperty().set(2);
            Snapshots.write(stage.getScene().getRoot(), "board-wide-hint");
        });
        assertFalse(board.isAnimating());
    }

    private double aspect(FxRobot robot) {
        Bounds frame = frameBounds(robot);
        return frame.getWidth() / frame.getHeight();
    }

    private Bounds frameBounds(FxRobot robot) {
        Node frame = robot.lookup(".board-frame").query();
        return frame.localToScene(frame.getBoundsInLocal());
    }

    private List<Node> discs(FxRobot robot) {
        return new ArrayList<>(robot.lookup(".disc").match(node -> !node.getStyleClass().contains("preview"))
                .queryAll());
    }

    private Point2D screenPoint(int column, int row) {
        Point2D[] point = new Point2D[1];
        WaitForAsyncUtils.waitForAsyncFx(2000, () -> point[0] = board.localToScreen(board.cellCentre(column, row)));
        return point[0];
    }

    private void waitUntilAtRest() throws TimeoutException {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !board.isAnimating());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
