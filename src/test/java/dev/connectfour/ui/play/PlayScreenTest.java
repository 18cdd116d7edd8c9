package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Mode;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Playing on the game screen with the mouse and the keyboard, against a person and against Easy. */
class PlayScreenTest {
    private static final int[] PREFERRED_COLUMNS = {3, 2, 4, 1, 5, 0, 6};

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void aClickDropsExactlyOneDiscOfTheMoversColourIntoTheLowestFreeCell() {
        app.startTwoPlayerGame();
        app.clickColumn(4);
        app.waitForBoardAtRest();
        assertEquals("5", app.shownPosition().notation());
        Node disc = app.robot.lookup("#disc-4-0").query();
        assertTrue(disc.getStyleClass().containsAll(List.of("red", "ring")), disc.getStyleClass().toString());
        assertEquals(0, disc.getTranslateY(), 1e-9, "at rest in its cell");
        assertEquals(1, discCount());
        assertEquals(List.of(Sound.LAND_FIRST), landings());

        app.clickColumn(4);
        app.waitForBoardAtRest();
        assertTrue(app.robot.lookup("#disc-4-1").query().getStyleClass().containsAll(List.of("yellow", "cross")));
        assertEquals(List.of(Sound.LAND_FIRST, Sound.LAND_SECOND), landings());
        assertEquals("Red's turn", app.status());
    }

    @Test
    void aDoubleClickDuringTheFallDropsOneDisc() {
        app.startTwoPlayerGame();
        app.robot.doubleClickOn(app.screenPoint(2, 5));
        app.waitForBoardAtRest();
        assertEquals("3", app.shownPosition().notation());
        assertEquals(1, discCount());
        assertEquals("Yellow's turn", app.status());
    }

    @Test
    void aFullColumnShakesSoundsAndChangesNothing() {
        app.startTwoPlayerGame();
        for (int i = 0; i < 6; i++) {
            app.clickColumn(3);
            app.waitForBoardAtRest();
        }
        assertEquals("444444", app.shownPosition().notation());
        app.sound.clear();
        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertEquals("444444", app.shownPosition().notation(), "nothing changed");
        assertEquals(6, discCount(), "no stray disc");
        assertEquals(List.of(Sound.BAD_MOVE), app.sound.played());
        assertEquals("Red's turn", app.status());
        app.waitUntil("the shake is over", () -> app.robot.lookup(".disc").queryAll().stream()
                .allMatch(node -> node.getTranslateX() == 0));
    }

    @Test
    void theKeyboardDropsTheSameAsTheMouse() {
        app.startTwoPlayerGame();
        app.robot.type(KeyCode.DIGIT5);
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.LEFT);
        app.robot.type(KeyCode.ENTER);
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.RIGHT, KeyCode.RIGHT);
        app.robot.type(KeyCode.SPACE);
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.DOWN);
        app.waitForBoardAtRest();
        assertEquals("5466", app.shownPosition().notation());
        assertTrue(app.robot.lookup("#disc-4-0").query().getStyleClass().contains("red"));
        assertTrue(app.robot.lookup("#disc-3-0").query().getStyleClass().contains("yellow"));
        assertTrue(app.robot.lookup("#disc-5-1").query().getStyleClass().contains("yellow"));

        app.shortcut(KeyCode.Z);
        app.waitForBoardAtRest();
        assertEquals("546", app.shownPosition().notation(), "Ctrl+Z takes back one turn");
        app.shortcut(KeyCode.Y);
        app.waitForBoardAtRest();
        assertEquals("5466", app.shownPosition().notation(), "Ctrl+Y puts it back");
        app.shortcut(KeyCode.N); // over a game in progress: asked first (GameInProgressTest)
        app.robot.clickOn(app.robot.lookup(".confirm-card .button").match(node -> node instanceof javafx.scene.control.Button b
                && b.getText().equals("New game")).queryButton());
        app.waitForBoardAtRest();
        assertEquals("", app.shownPosition().notation(), "Ctrl+N starts a new game");
    }

    @Test
    void aOnePlayerEasyGamePlayedByClicksEndsWithTheOverlayAndPlayAgainStartsAfresh() {
        playEasyGameToTheEnd();
        app.click("Play again");
        app.waitForBoardAtRest();
        assertFalse(app.isShowing(".game-over-card"));
        assertEquals(0, app.shownPosition().discCount());
        assertTrue(app.sound.played().contains(Sound.NEW_GAME));
        app.assertNoSearchOnFxThread();
    }

    @Test
    void everyToolbarButtonShowsItsWholeTextInASmallWindow() {
        app.startTwoPlayerGame();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<javafx.scene.control.ButtonBase> buttons = app.robot.from(app.robot.lookup(".play-toolbar").queryAs(Node.class))
                .lookup((Node node) -> node instanceof javafx.scene.control.ButtonBase && node.isVisible())
                .queryAllAs(javafx.scene.control.ButtonBase.class).stream().toList();
        assertTrue(buttons.size() >= 10, "the toolbar's buttons: " + buttons.size());
        app.robot.interact(() -> buttons.forEach(button -> assertTrue(button.getWidth() >= button.prefWidth(-1) - 0.5,
                "'" + button.getText() + "' is " + button.getWidth() + " wide, its text needs " + button.prefWidth(-1))));
    }

    @Test
    void changeSettingsLeadsBackToTheSetUpScreenWithTheSameChoices() {
        app.click("Two players");
        app.click("Timed");
        app.click("Start");
        redWinsUpTheFirstColumn();
        app.click("Change settings");
        assertEquals("Two players", app.title());
        assertTrue(app.robot.lookup("Timed").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "the set-up remembers the timed game");
    }

    @Test
    void mainMenuLeadsToTheStartScreen() {
        app.startTwoPlayerGame();
        redWinsUpTheFirstColumn();
        app.click("Main menu");
        assertTrue(app.robot.lookup("Watch the computer").tryQuery().isPresent());
    }

    @Test
    void aWonGameShowsTheFourTheLineAndTheOverlayAboveTheStillVisibleBoard() {
        app.startTwoPlayerGame();
        redWinsUpTheFirstColumn();
        assertEquals(4, app.robot.lookup(".disc.winning").queryAll().size());
        assertEquals(3, app.robot.lookup(".disc.dimmed").queryAll().size());
        assertEquals(1, app.robot.lookup(".win-line").queryAll().size());
        assertTrue(app.isShowing(".board-view"), "the board stays visible under the overlay");
        assertEquals("Red wins!", app.robot.lookup(".result-title").queryAs(Label.class).getText());
        assertTrue(app.sound.played().contains(Sound.WIN));
    }

    @Test
    void theResultAndTheCardComeOnlyOnceTheLastDiscHasLanded() {
        app.startTwoPlayerGame();
        List<String> events = new ArrayList<>();
        app.robot.interact(() -> {
            BoardView board = app.board();
            String falling = " while a disc falls";
            board.animatingProperty().addListener((obs, was, now) -> events.add(now ? "falling" : "landed"));
            app.robot.lookup(".status-line").queryAs(Label.class).textProperty().addListener((obs, was, now) ->
                    events.add("status: " + now + (board.isAnimating() ? falling : "")));
            app.robot.lookup(".game-over-card").query().visibleProperty().addListener((obs, was, now) ->
                    events.add((now ? "card shown" : "card hidden") + (board.isAnimating() ? falling : "")));
        });
        redWinsUpTheFirstColumn();
        assertEquals("Game over", app.status(), "the result is the card's title, not said twice");
        // the last disc falls; as it lands (listeners run in turn), the status and the card, once each
        int lastFall = events.lastIndexOf("falling");
        assertEquals(Set.of("landed", "status: Game over", "card shown"),
                Set.copyOf(events.subList(lastFall + 1, events.size())), events.toString());
        assertEquals(4, events.size() - lastFall, events.toString());
        assertTrue(events.subList(0, lastFall).stream().noneMatch(event -> event.startsWith("card")), events.toString());
    }

    /** Red 1, Yellow 2, Red 1, Yellow 2, Red 1, Yellow 2, Red 1: four up the first column. */
    private void redWinsUpTheFirstColumn() {
        for (int column : new int[] {0, 1, 0, 1, 0, 1, 0}) {
            app.clickColumn(column);
            app.waitForBoardAtRest();
        }
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
    }

    @Test
    void theRecordOnTheGameOverCardNeverWrapsInASmallWindow() {
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        playEasyGameToTheEnd();
        Label record = app.robot.lookup(".result-record").queryAs(Label.class);
        app.robot.interact(() -> {
            assertTrue(record.getWidth() >= record.prefWidth(-1) - 0.5, "the record is shown as written, not wrapped: "
                    + record.getWidth() + " < " + record.prefWidth(-1));
            assertEquals(2, record.getText().split("\n").length, record.getText());
            javafx.geometry.Bounds card = app.robot.lookup(".game-over-card").query().localToScene(
                    app.robot.lookup(".game-over-card").query().getLayoutBounds());
            assertTrue(card.getMinX() >= 0 && card.getMaxX() <= app.stage.getScene().getWidth(), "the card fits: " + card);
        });
    }

    @Test
    void inWatchModeTheGameOverCardLeavesTheAnalysisTitleInViewAndPauseIsOff() {
        app.robot.interact(() -> app.games().startGame(dev.connectfour.game.GameSettings.watch(
                ComputerLevel.EASY, ComputerLevel.MEDIUM).withComputerDelayMillis(0)));
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        app.waitForBoardAtRest();
        for (double[] size : new double[][] {{0, 0}, {800, 600}}) {
            if (size[0] > 0) {
                app.robot.interact(() -> {
                    app.stage.setWidth(size[0]);
                    app.stage.setHeight(size[1]);
                });
                WaitForAsyncUtils.waitForFxEvents();
            }
            app.robot.interact(() -> {
                Node card = app.robot.lookup(".game-over-card").query();
                Node title = app.robot.lookup(".evaluation-title").query();
                assertTrue(title.isVisible(), "watching shows the analysis");
                javafx.geometry.Bounds cardBounds = card.localToScene(card.getLayoutBounds());
                javafx.geometry.Bounds titleBounds = title.localToScene(title.getLayoutBounds());
                assertFalse(cardBounds.intersects(titleBounds), "the card " + cardBounds + " covers the title " + titleBounds);
                assertTrue(cardBounds.getMaxX() <= app.stage.getScene().getWidth() + 0.5, "the card fits: " + cardBounds);
            });
        }
        assertTrue(app.robot.lookup("#pauseButton").queryAs(Button.class).isDisabled(), "nothing to pause after the end");
    }

    @Test
    void theHintShowsAColumnComputedOffTheFxThread() {
        app.click("One player");
        app.click("Easy");
        app.click("Start");
        app.click("Hint");
        app.waitUntil("a hint is shown", () -> app.board().hintColumnProperty().get() >= 0);
        assertFalse(app.robot.lookup("#hintButton").queryAs(Button.class).isDisabled());
        assertTrue(app.searchThreads.stream().allMatch(name -> name.startsWith("connect-four-computer")),
                app.searchThreads.toString());
        app.assertNoSearchOnFxThread();
        app.clickColumn(app.board().hintColumnProperty().get());
        app.waitForBoardAtRest();
        assertEquals(-1, app.board().hintColumnProperty().get(), "the hint goes with the move");
    }

    /** Plays Easy from the set-up screen to the end: win if possible, block if needed, else near the centre. */
    private void playEasyGameToTheEnd() {
        app.click("One player");
        app.click("Easy");
        app.click("Me");
        app.click("Start");
        for (int move = 0; move < 25 && !app.isShowing(".game-over-card"); move++) {
            app.waitUntil("my turn or the end", () -> app.isShowing(".game-over-card")
                    || ("Your turn".equals(app.status()) && !app.board().isAnimating()));
            if (app.isShowing(".game-over-card")) {
                break;
            }
            app.clickColumn(chooseColumn(app.shownPosition()));
            app.waitForBoardAtRest();
        }
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        String result = app.robot.lookup(".result-title").queryAs(Label.class).getText();
        assertTrue(List.of("You win!", "The computer wins.", "A draw: the board is full.").contains(result), result);
        assertTrue(app.shownPosition().isGameOver());
        Sound expected = result.startsWith("You win") ? Sound.WIN : result.startsWith("A draw") ? Sound.DRAW : Sound.LOSS;
        assertTrue(app.sound.played().contains(expected), app.sound.played().toString());
        assertEquals(1, app.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY))
                .played());
        app.assertNoSearchOnFxThread();
    }

    private static int chooseColumn(GamePosition position) {
        for (int column : PREFERRED_COLUMNS) {
            if (position.canPlay(column) && position.play(column).isWon()) {
                return column;
            }
        }
        GamePosition passed = position.pass();
        for (int column : PREFERRED_COLUMNS) {
            if (passed.canPlay(column) && passed.play(column).isWon()) {
                return column;
            }
        }
        for (int column : PREFERRED_COLUMNS) {
            if (position.canPlay(column)) {
                return column;
            }
        }
        throw new AssertionError("no playable column in " + position);
    }

    private int discCount() {
        return app.robot.lookup(".disc").match(node -> node.getId() != null && node.getId().startsWith("disc-"))
                .queryAll().size();
    }

    private List<Sound> landings() {
        return app.sound.played().stream().filter(s -> s == Sound.LAND_FIRST || s == Sound.LAND_SECOND).toList();
    }
}
