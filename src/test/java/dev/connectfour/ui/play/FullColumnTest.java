package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.sound.Sound;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A full column offers no disc: over it the preview is gone and the column marked; a click there says why. */
class FullColumnTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    private void fillColumnFour() {
        app.startTwoPlayerGame();
        for (int i = 0; i < 6; i++) {
            app.clickColumn(3);
            app.waitForBoardAtRest();
        }
        assertEquals("444444", app.shownPosition().notation());
    }

    @Test
    void noPreviewDiscIsOfferedOverAFullColumn() {
        fillColumnFour();
        app.robot.moveTo(app.screenPoint(2, 5));
        app.waitUntil("the preview over a free column", () -> preview().isVisible());
        app.robot.moveTo(app.screenPoint(3, 5));
        app.waitUntil("the pointer is over the full column", () -> app.board().selectedColumnProperty().get() == 3);
        app.robot.interact(() -> {
            assertFalse(preview().isVisible(), "no disc is offered over the full column");
            assertTrue(app.robot.lookup(".full-sign").query().isVisible(), "a sign says the column takes no disc");
            assertTrue(app.robot.lookup(".column-highlight").query().getPseudoClassStates()
                    .contains(PseudoClass.getPseudoClass("full")), "the full column is marked as unavailable");
        });
        app.robot.moveTo(app.screenPoint(4, 5));
        app.waitUntil("the preview is back over a free column", () -> preview().isVisible()
                && !app.robot.lookup(".full-sign").query().isVisible());
    }

    @Test
    void aClickOnAFullColumnSaysWhyWithTheBadMoveSound() {
        fillColumnFour();
        app.sound.clear();
        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertEquals(List.of(Sound.BAD_MOVE), app.sound.played());
        app.waitUntil("a message says the column is full", () -> app.robot.lookup(".message-line").queryAs(Label.class)
                .getText().contains("That column is full."));
        assertEquals("444444", app.shownPosition().notation(), "nothing changed");
    }

    private Node preview() {
        return app.robot.lookup(".disc.preview").query().getParent();
    }
}
