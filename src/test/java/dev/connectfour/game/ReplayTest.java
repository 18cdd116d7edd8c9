package dev.connectfour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The replay's step is the one fact: the position follows it, and a step listener sees position and flags agree. */
class ReplayTest {
    @Test
    void listenersToTheStepOrThePositionSeeThemAgree() {
        Replay replay = new Replay(GamePosition.fromMoves(BoardSize.STANDARD, "443352"));
        List<String> seen = new ArrayList<>();
        replay.positionProperty().addListener((obs, old, now) -> seen.add("position " + now.turns().size()
                + " at step " + replay.getStep()));
        replay.stepProperty().addListener((obs, old, now) -> seen.add("step " + now + " position "
                + replay.getPosition().turns().size() + " start " + replay.atStartProperty().get()
                + " end " + replay.atEndProperty().get()));
        replay.previous();
        replay.first();
        replay.last();
        assertEquals(List.of(
                "position 5 at step 5", "step 5 position 5 start false end false",
                "position 0 at step 0", "step 0 position 0 start true end false",
                "position 6 at step 6", "step 6 position 6 start false end true"), seen);
    }
}
