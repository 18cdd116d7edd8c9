package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Coach;
import dev.connectfour.engine.coach.Oracle;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.ScriptedPlayer;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.RecordingSoundPlayer;
import dev.connectfour.ui.analysis.MoveReason;
import dev.connectfour.ui.coach.CoachWords;
import dev.connectfour.ui.coach.IdeaTopic;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The hint's "Why this move?" without the screen: offered while the hint marks a column, it gives the real coach's
 * words about that move and its cells; the next position takes them away; and the game stays assisted by the hint
 * alone (asking adds no help of its own).
 */
class HintWhyTest {
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(8L << 20));
    private final ManualTime time = new ManualTime();
    private GameSession session;
    private PlayViewModel model;
    private HintWhy why;
    private int asked;

    @AfterEach
    void close() {
        if (session != null) {
            why.dispose();
            model.dispose();
            session.close();
        }
    }

    /** You (Red) against a computer that answers "4" three times, hints "4", then answers "5". */
    private void open() {
        ScriptedPlayer computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "44445");
        session = new GameSession(GameSettings.onePlayer(ComputerLevel.EASY), new SessionServices(level -> computer,
                new SynchronousExecutor(), time, new SplittableRandom(1), new StatisticsBook()), time);
        session.start();
        var strings = Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH);
        Notices notices = new Notices(session, strings, new ManualCountdown());
        model = new PlayViewModel(session, new PlayViewModel.Parts(strings, new RecordingSoundPlayer(), new StatisticsBook(),
                new HintSearch(new SynchronousExecutor(), level -> computer), new PlayViewModel.Ui() {
                    @Override
                    public void ask(String questionKey, String yesKey, Runnable yes) {
                        yes.run();
                    }

                    @Override
                    public void focusBoard() {
                    }
                }, notices, (position, settled) -> settled.run()));
        why = new HintWhy(model.hintColumnProperty(), () -> session.getPosition().enginePosition(), (before, column, done) -> {
            asked++;
            Coach coach = new Coach(ORACLE);
            boolean keeps = coach.explain(before, column).change() == Change.OK;
            done.accept(new MoveReason(before, column, ORACLE.outcome(before), keeps, coach.whatItDoes(before, column)));
            return () -> { };
        }, () -> CoachWords.in(Locale.ENGLISH, session.getLineup()));
    }

    @Test
    void theHintedMoveIsExplainedWithItsCellsAndTheGameStaysAssistedByTheHintAlone() {
        open();
        for (int column : new int[] {1, 1, 7}) { // Yellow answers in column 4 each time: d1, d2, d3 threaten d4
            assertNull(model.play(column - 1));
            time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        }
        assertEquals("141474", session.getPosition().enginePosition().moves());
        assertFalse(why.availableProperty().get(), "no hint, nothing to ask");
        model.hint();
        assertEquals(3, model.hintColumnProperty().get());
        assertTrue(why.availableProperty().get());
        why.ask();
        assertEquals("d4 blocks the four of Yellow.", why.textProperty().get());
        assertEquals(List.of("d4+"), why.marks().stream()
                .map(mark -> CellNames.name(mark.cell()) + (mark.better() ? "+" : "")).toList());
        assertEquals(IdeaTopic.THREAT, why.topicProperty().get(), "linked to the threats on the Ideas page");
        assertFalse(why.availableProperty().get(), "asked once");
        assertTrue(session.isAssisted(), "a hinted game counts as assisted");
        assertEquals(Set.of(Help.HINT), session.helpUsed(), "asking why adds nothing to the hint");
        assertNull(model.play(3));
        assertEquals("", why.textProperty().get(), "the next position takes the explanation away");
        assertTrue(why.marks().isEmpty());
        assertFalse(why.availableProperty().get());
        assertEquals(1, asked);
        assertTrue(session.isAssisted());
    }

    @Test
    void withoutAnIdeaTheHintedMoveIsToldByTheOutcomeItKeepsAndNeverMoreThanIsProven() {
        CoachWords words = CoachWords.in(Locale.ENGLISH, new Lineup(
                new Participant(Seat.ONE, Player.FIRST, "You", DiscColour.RED, null),
                new Participant(Seat.TWO, Player.SECOND, "Computer", DiscColour.YELLOW, ComputerLevel.HARD)));
        Position before = Position.parse("4444");
        assertEquals("d5 keeps the win.", words.text(new MoveReason(before, 3, Outcome.WIN, true, Optional.empty())));
        assertEquals("Every move loses here with perfect play: Yellow wins whatever Red does.",
                words.text(new MoveReason(before, 3, Outcome.LOSS, true, Optional.empty())));
        assertEquals("The coach cannot prove what d5 does.",
                words.text(new MoveReason(before, 3, Outcome.WIN, false, Optional.empty())));
    }
}
