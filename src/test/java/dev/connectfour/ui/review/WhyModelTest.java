package dev.connectfour.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Coach;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Oracle;
import dev.connectfour.engine.coach.OutcomeOnly;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.board.CellMark;
import dev.connectfour.ui.coach.CoachWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The review's "Why?" without the screen: offered on a marked mistake only, then its words and cells. */
class WhyModelTest {
    /** Red's c-column disc at move 25 lets Yellow answer d3 with two threats, c4 and e4. */
    private static final Position GAME = Position.parse("6622225763436516427121573415");
    private static final int MISTAKE = 25;
    private static final Lineup YOU_AGAINST_THE_COMPUTER = new Lineup(
            new Participant(Seat.ONE, Player.FIRST, "You", DiscColour.RED, null),
            new Participant(Seat.TWO, Player.SECOND, "Computer", DiscColour.YELLOW, ComputerLevel.HARD));
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(8L << 20));
    private static final Coach COACH = new Coach(ORACLE);

    private int asked;

    private WhyModel model(Locale locale) {
        CoachWords words = CoachWords.in(locale, YOU_AGAINST_THE_COMPUTER);
        return new WhyModel((before, column, soFar, done) -> {
            asked++;
            done.accept(COACH.explain(before, column));
            return () -> { };
        }, words);
    }

    private static List<String> marked(WhyModel model) {
        return model.marks().stream().map(mark -> CellNames.name(mark.cell()) + (mark.better() ? "+" : "")).toList();
    }

    @Test
    void aMarkedMistakeIsExplainedInWordsWithItsCellsAndTheBetterMove() {
        WhyModel why = model(Locale.ENGLISH);
        why.show(GAME, MISTAKE, true);
        assertTrue(why.availableProperty().get());
        assertEquals("", why.textProperty().get());
        why.ask();
        assertEquals("Yellow plays d3 and has two threats, c4 and e4. Red can only block one. d3 instead keeps the win.",
                why.textProperty().get());
        assertEquals(List.of("d3", "c4", "e4", "d3+"), marked(why));
        assertEquals(List.of("d3", "c4", "e4", "d3"), why.marks().stream().map(CellMark::label).toList(),
                "each ring named as the words name it");
        assertFalse(why.availableProperty().get(), "asked once, the button goes");
        assertFalse(why.runningProperty().get());
    }

    @Test
    void theWordsFollowTheLanguage() {
        WhyModel why = model(Locale.JAPANESE);
        why.show(GAME, MISTAKE, true);
        why.ask();
        assertEquals("黄がd3に打つと、c4とe4の二つの脅威ができます。赤は一つしか防げません。d3なら勝ちを保てました。",
                why.textProperty().get());
    }

    @Test
    void onlyAMarkedMistakeOffersWhyAndAnotherStepDropsTheExplanation() {
        WhyModel why = model(Locale.ENGLISH);
        why.show(GAME, MISTAKE - 1, false);
        assertFalse(why.availableProperty().get());
        why.ask();
        assertEquals(0, asked, "nothing to explain, nothing asked");
        why.show(GAME, MISTAKE, true);
        why.ask();
        assertEquals(1, asked);
        why.show(GAME, MISTAKE + 1, false);
        assertEquals("", why.textProperty().get());
        assertEquals(List.<CellMark>of(), why.marks());
        why.show(GAME, 0, true);
        assertFalse(why.availableProperty().get(), "the empty board has no move to explain");
    }

    @Test
    void theSameStepShownAgainKeepsItsExplanation() {
        // the review redraws its step each time a judgement arrives, while the coach may be at work
        WhyModel why = model(Locale.ENGLISH);
        why.show(GAME, MISTAKE, false);
        assertFalse(why.availableProperty().get(), "not judged yet");
        why.show(GAME, MISTAKE, true);
        assertTrue(why.availableProperty().get(), "judged a mistake meanwhile");
        why.ask();
        String words = why.textProperty().get();
        why.show(GAME, MISTAKE, true);
        assertEquals(words, why.textProperty().get());
        assertEquals(4, why.marks().size());
        assertFalse(why.availableProperty().get());
    }

    @Test
    void aZugzwangAlsoRingsTheCellTheMoverMustFillInTheEndWhichItsWordsName() {
        // from the coach's set of mistakes: Yellow's e-column disc lets Red answer f4, a threat at g3 on an odd row
        Position game = Position.parse("4453444343355335766655");
        WhyModel why = model(Locale.ENGLISH);
        why.show(game, game.moves().length(), true);
        why.ask();
        assertEquals(List.of("f4", "g3", "g2", "f4+"), marked(why));
        assertTrue(why.textProperty().get().contains("must play g2"), why.textProperty().get());
    }

    @Test
    void anExplanationWorkedOutBeforeIsShownForItsOwnMoveWithoutAsking() {
        Position before = Position.parse(GAME.moves().substring(0, MISTAKE - 1));
        Explanation lesson = COACH.explain(before, GAME.moves().charAt(MISTAKE - 1) - '1');
        WhyModel why = model(Locale.ENGLISH);
        why.show(GAME, MISTAKE - 2, true);
        why.showExplained(lesson);
        assertEquals("", why.textProperty().get(), "not the move on show: nothing");
        why.show(GAME, MISTAKE, false);
        why.showExplained(lesson);
        assertEquals("Yellow plays d3 and has two threats, c4 and e4. Red can only block one. d3 instead keeps the win.",
                why.textProperty().get());
        assertEquals(List.of("d3", "c4", "e4", "d3+"), marked(why));
        why.show(GAME, MISTAKE, true); // its judgement arrives: nothing more to ask
        assertFalse(why.availableProperty().get());
        assertEquals(0, asked, "the coach was not asked again");
    }

    @Test
    void whatTheMoveLostShowsAtOnceAndItsIdeaReplacesItWhenProven() {
        List<Consumer<Explanation>> finish = new ArrayList<>();
        WhyModel why = new WhyModel((before, column, soFar, done) -> {
            soFar.accept(OutcomeOnly.explain(ORACLE, before, column));
            finish.add(done);
            return () -> { };
        }, CoachWords.in(Locale.ENGLISH, YOU_AGAINST_THE_COMPUTER));
        why.show(GAME, MISTAKE, true);
        why.ask();
        assertEquals("This loses by force: with perfect play Yellow wins. d3 instead keeps the win. The coach is still looking"
                + " for the idea behind it…", why.textProperty().get());
        assertEquals(List.of("d3+"), marked(why), "the better move ringed already");
        assertTrue(why.runningProperty().get());
        Position before = Position.parse(GAME.moves().substring(0, MISTAKE - 1));
        finish.get(0).accept(COACH.explain(before, GAME.moves().charAt(MISTAKE - 1) - '1'));
        assertEquals("Yellow plays d3 and has two threats, c4 and e4. Red can only block one. d3 instead keeps the win.",
                why.textProperty().get());
        assertEquals(List.of("d3", "c4", "e4", "d3+"), marked(why));
        assertFalse(why.runningProperty().get());
    }

    @Test
    void aFailedExplanationSaysSo() {
        CoachWords words = CoachWords.in(Locale.ENGLISH, YOU_AGAINST_THE_COMPUTER);
        WhyModel why = new WhyModel((before, column, soFar, done) -> {
            done.accept(null);
            return () -> { };
        }, words);
        why.show(GAME, MISTAKE, true);
        why.ask();
        assertEquals("The coach could not finish this explanation.", why.textProperty().get());
        assertTrue(why.marks().isEmpty());
    }
}
