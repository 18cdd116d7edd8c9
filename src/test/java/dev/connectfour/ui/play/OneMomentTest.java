package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The header's status line and its two cards describe the same moment of the game in every frame drawn: the
 * position the board shows, a disc in flight counted as played. And a turn lost to the clock against the computer
 * is said until the player's next move, with the computer's discs since marked on the board.
 */
class OneMomentTest {
    private static final PseudoClass TO_MOVE = PseudoClass.getPseudoClass("to-move");

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void theStatusAndTheCardsNameTheSameMoverInEveryFrameAgainstTheComputer() {
        app.click("One player");
        app.click("Easy");
        app.click("Me");
        app.click("Start");
        List<String> mismatches = watchFrames(Map.of("Your turn", Player.FIRST, "Thinking…", Player.SECOND), () -> {
            for (int move = 0; move < 4; move++) {
                app.waitUntil("my turn", () -> "Your turn".equals(app.status()) && !app.board().isAnimating());
                app.clickColumn(move % 2 == 0 ? 0 : 6);
                app.waitUntil("the computer answered", () -> app.shownPosition().toMove() == Player.FIRST
                        && !app.board().isAnimating() || app.shownPosition().isGameOver());
                if (app.shownPosition().isGameOver()) {
                    break;
                }
            }
        });
        assertEquals(List.of(), mismatches);
    }

    @Test
    void theStatusAndTheCardsNameTheSameMoverInEveryFrameWhileWatching() {
        app.click("Watch the computer");
        app.click("Fast");
        app.click("Start");
        List<String> mismatches = watchFrames(Map.of("Computer 1 is thinking…", Player.FIRST,
                "Computer 2 is thinking…", Player.SECOND), () -> app.waitUntil("six discs have fallen", () -> {
                    app.advanceClock(200); // the game's clock moves only by hand: on to each computer's disc
                    return app.shownPosition().discCount() >= 6 && !app.board().isAnimating();
                }));
        assertEquals(List.of(), mismatches);
    }

    @Test
    void aTurnLostAgainstTheComputerIsSaidUntilMyNextMoveWithItsDiscsMarked() {
        app.click("One player");
        app.click("Hard");
        app.click("Me");
        app.click("Start");
        app.clickColumn(3); // untimed; the clock runs from my second move
        app.waitUntil("my turn, timed", () -> game().clock().isRunning() && !app.board().isAnimating());
        for (int lost = 1; lost <= 2; lost++) {
            int discs = app.shownPosition().discCount();
            app.advanceClock(6_000);
            app.waitUntil("the computer played after my lost turn", () -> app.shownPosition().discCount() == discs + 1
                    && !app.board().isAnimating() && game().clock().isRunning());
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("You lost the turn: time ran out", note(), "still said after the computer's answer");
            assertEquals(lost, rings(), "the computer's discs since my last move are marked");
        }
        int discs = app.shownPosition().discCount();
        app.clickColumn(0);
        app.waitUntil("the computer answered my move", () -> app.shownPosition().discCount() == discs + 2
                && !app.board().isAnimating());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", note(), "gone once I moved");
        assertEquals(1, rings(), "only the last disc marked again");
    }

    /**
     * Runs {@code play} while checking every frame: the status names the side to move on the board, whose card alone
     * is lit; answers the frames where not.
     */
    private List<String> watchFrames(Map<String, Player> statuses, Runnable play) {
        List<String> mismatches = new ArrayList<>();
        AnimationTimer frames = new AnimationTimer() {
            @Override
            public void handle(long now) {
                GamePosition shown = app.board().positionProperty().get();
                if (shown.isGameOver()) {
                    return;
                }
                Player named = statuses.get(app.status());
                Player lit = lit("#seatOneSlot") ? Player.FIRST : lit("#seatTwoSlot") ? Player.SECOND : null;
                if (named != shown.toMove() || lit != shown.toMove() || lit("#seatOneSlot") && lit("#seatTwoSlot")) {
                    mismatches.add("'" + app.status() + "', card of " + lit + " lit, board " + shown.notation()
                            + (app.board().isAnimating() ? " (a disc falls)" : ""));
                }
            }
        };
        app.robot.interact(frames::start);
        try {
            play.run();
        } finally {
            app.robot.interact(frames::stop);
        }
        return mismatches.stream().distinct().toList();
    }

    private boolean lit(String slot) {
        Node card = app.robot.lookup(slot + " .player-card").query();
        return card.getPseudoClassStates().contains(TO_MOVE);
    }

    private GameSession game() {
        GameSession[] session = new GameSession[1];
        app.robot.interact(() -> session[0] = app.games().currentGame().orElseThrow());
        return session[0];
    }

    private String note() {
        return app.robot.lookup(".status-note").queryAs(Label.class).getText();
    }

    private int rings() {
        return app.robot.lookup(".last-move-marker").queryAll().size();
    }
}
