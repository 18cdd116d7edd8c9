package dev.connectfour.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.ExplanationCheck;
import dev.connectfour.engine.coach.Facts;
import dev.connectfour.engine.coach.Idea;
import dev.connectfour.engine.coach.Oracle;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.navigation.ScreenId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The help's "Ideas": a diagram drawn by the board view for every idea the coach names, its cells ringed, each caption
 * true of its board.
 */
class IdeasPageTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        if (app != null) {
            app.stop();
        }
    }

    private static List<String> names(List<Position.Cell> cells) {
        return cells.stream().map(CellNames::name).toList();
    }

    @Test
    void eachDiagramShowsWhatItsCaptionSays() {
        Facts threat = Facts.of(Position.parse(IdeaDiagrams.THREAT), Player.FIRST);
        assertTrue(names(threat.threats()).contains("f2") && names(threat.underThreats()).contains("f1"));
        Facts twoThreats = Facts.of(Position.parse(IdeaDiagrams.DOUBLE_THREAT), Player.FIRST);
        assertEquals(List.of("c1", "g1"), names(twoThreats.immediateWins()));
        assertTrue(twoThreats.doubleThreat());
        Position zugzwang = Position.parse(IdeaDiagrams.ZUGZWANG);
        assertTrue(names(Facts.of(zugzwang, Player.FIRST).oddThreats()).contains("d3"));
        assertEquals(Optional.of(Player.FIRST), Facts.zugzwangController(zugzwang));
        Position claimeven = Position.parse(IdeaDiagrams.CLAIMEVEN);
        for (int column = 0; column < 7; column++) {
            assertEquals(0, claimeven.height(column) % 2, "every column even");
        }
        assertEquals(Player.FIRST, claimeven.toMove(), "Yellow answers");
        Position baseinverse = Position.parse(IdeaDiagrams.BASEINVERSE);
        assertEquals(Player.SECOND, baseinverse.toMove(), "Red answers");
        assertTrue(Facts.of(baseinverse, Player.SECOND).threats().isEmpty(), "Yellow needs both c1 and f1");
        assertEquals(List.of("f1"), names(Facts.of(baseinverse.play(2), Player.SECOND).immediateWins()), "after c1, f1 wins");
        assertEquals(List.of("c1"), names(Facts.of(baseinverse.play(5), Player.SECOND).immediateWins()), "after f1, c1 wins");
        Position vertical = Position.parse(IdeaDiagrams.VERTICAL);
        assertEquals(List.of("c3"), names(Facts.of(vertical, Player.FIRST).threats()), "Red's threat at c3, on an odd row");
        assertEquals(1, vertical.height(2), "one disc in column c: c2 pairs with c3");
        assertEquals(Player.FIRST, vertical.toMove(), "Yellow answers");
        // the coach's own claim: after 6444 and Red's f2, Yellow's d4 wins by aftereven, her four needing a4 b4 c4
        assertEquals("6444" + "6" + "4", IdeaDiagrams.AFTEREVEN);
        ExplanationCheck check = new ExplanationCheck(Oracle.of(Analyst.withBundledBook(8L << 20)));
        assertTrue(check.lineHolds(Position.parse("6444"), 5, Change.DRAW_TO_LOSS, Idea.AFTEREVEN,
                Stream.of("d4", "a4", "b4", "c4").map(CellNames::parse).toList()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"ENGLISH, Ideas", "JAPANESE, 考え方"})
    void theIdeasShowADiagramForEveryIdeaWithItsCellsRinged(String language, String title) throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST").start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
            app.navigator().show(ScreenId.HELP);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<List<String>> rings = new ArrayList<>();
        app.robot.interact(() -> {
            assertTrue(app.robot.lookup(".ideas .section-title").queryAs(Label.class).getText().equals(title));
            for (String id : List.of("#ideaThreat", "#ideaDoubleThreat", "#ideaZugzwang", "#ideaClaimeven", "#ideaBaseinverse",
                    "#ideaVertical", "#ideaAftereven")) {
                BoardView board = (BoardView) app.robot.lookup(id).queryAs(StackPane.class).getChildren().get(0);
                rings.add(board.markedCells().stream().map(mark -> CellNames.name(mark.cell())).toList());
                assertEquals(rings.get(rings.size() - 1).size(), board.lookupAll(".cell-mark").size());
            }
            ScrollPane scroll = app.robot.lookup(".help-screen").queryAs(ScrollPane.class);
            Node ideas = app.robot.lookup(".ideas").query();
            scroll.setVvalue(1);
            scroll.layout();
            Snapshots.write(ideas.getScene().getRoot(), "ideas-" + language.toLowerCase());
        });
        assertEquals(IdeaTopic.values().length, rings.size(), "a diagram for every section an explanation links to");
        assertEquals(List.of(List.of("f2", "f1"), List.of("c1", "g1"), List.of("d3", "d2"),
                List.of("a2", "c2", "e2", "f2", "g2"), List.of("c1", "f1"), List.of("c2", "c3"), List.of("a4", "b4", "c4")), rings);
    }
}
