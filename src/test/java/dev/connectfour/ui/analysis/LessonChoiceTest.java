package dev.connectfour.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Mistakes.Judgement;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Idea;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The mistake the game-over card offers after a lost game: the loser's first disc that lost the game and that the
 * coach explains by a named idea, else the first that lost it; the explanations here are made up, to pin the choice
 * alone (the real coach's are pinned by the review's tests).
 */
class LessonChoiceTest {
    /** Red (first) lost this game; the kinds below are given to its discs by the made-up coach. */
    private static final Position GAME = Position.parse("6622225763436516427121573415");

    private final Map<Integer, Idea> ideas = new HashMap<>();
    private final List<Integer> explained = new ArrayList<>();

    private static Judgement red(int turn, Outcome before, Outcome after) {
        return new Judgement(turn, Player.FIRST, GAME.moves().charAt(turn - 1) - '1', before, after);
    }

    private static Judgement yellow(int turn, Outcome before, Outcome after) {
        return new Judgement(turn, Player.SECOND, GAME.moves().charAt(turn - 1) - '1', before, after);
    }

    /** The made-up coach: the disc's change from its judgement's outcomes, and the idea given to its turn. */
    private Optional<Lesson> choose(List<Judgement> judgements) {
        return LessonChoice.choose(GAME, Player.FIRST, judgements, (before, column) -> {
            int turn = before.moves().length() + 1;
            explained.add(turn);
            Judgement judged = judgements.stream().filter(j -> j.turn() == turn).findFirst().orElseThrow();
            Change change = Change.of(judged.before(), judged.after());
            Claim claim = new Claim(ideas.getOrDefault(turn, Idea.FORCED_LINE), List.of(new Cell(column, 0)), Optional.empty());
            return new Explanation(before, column, change, claim, OptionalInt.empty(), new Claim(Idea.NONE, List.of(),
                    Optional.empty()));
        });
    }

    @Test
    void theFirstLosingDiscWithANamedIdeaIsChosenOverAnEarlierFallback() {
        ideas.put(21, Idea.DOUBLE_THREAT);
        Optional<Lesson> lesson = choose(List.of(red(25, Outcome.WIN, Outcome.LOSS), red(21, Outcome.WIN, Outcome.LOSS),
                red(19, Outcome.WIN, Outcome.LOSS), yellow(20, Outcome.LOSS, Outcome.LOSS)));
        assertEquals(21, lesson.orElseThrow().step());
        assertEquals(Idea.DOUBLE_THREAT, lesson.get().explanation().mistake().idea());
        assertEquals(List.of(19, 21), explained, "explained in the order of the game, up to the first named idea");
        assertEquals(GAME, lesson.get().game());
    }

    @Test
    void withOnlyFallbacksTheFirstLosingDiscIsChosen() {
        Optional<Lesson> lesson = choose(List.of(red(21, Outcome.DRAW, Outcome.LOSS), red(19, Outcome.WIN, Outcome.LOSS)));
        assertEquals(19, lesson.orElseThrow().step());
        assertEquals(Idea.FORCED_LINE, lesson.get().explanation().mistake().idea());
    }

    @Test
    void aSpoiledWinComesSecondToTheDiscThatLostAndTheWinnersMistakesDoNotCount() {
        ideas.put(3, Idea.CLAIMEVEN);
        ideas.put(4, Idea.DOUBLE_THREAT);
        Optional<Lesson> lesson = choose(List.of(red(3, Outcome.WIN, Outcome.DRAW), yellow(4, Outcome.DRAW, Outcome.LOSS),
                red(9, Outcome.DRAW, Outcome.LOSS)));
        assertEquals(9, lesson.orElseThrow().step());
        assertEquals(List.of(9), explained);
    }

    @Test
    void aGameLostWithoutALosingDiscOffersItsFirstSpoiledWin() {
        ideas.put(7, Idea.CLAIMEVEN);
        Optional<Lesson> lesson = choose(List.of(red(11, Outcome.WIN, Outcome.DRAW), red(7, Outcome.WIN, Outcome.DRAW)));
        assertEquals(7, lesson.orElseThrow().step());
        assertEquals(Change.WIN_TO_DRAW, lesson.get().explanation().change());
    }

    @Test
    void aGameLostWithoutAMistakeOffersNothingAndAsksTheCoachNothing() {
        assertTrue(choose(List.of(red(1, Outcome.LOSS, Outcome.LOSS), yellow(2, Outcome.WIN, Outcome.WIN))).isEmpty());
        assertEquals(List.of(), explained);
    }

    @Test
    void onlyTheFirstFewLosingDiscsAreExplained() {
        ideas.put(25, Idea.DOUBLE_THREAT);
        List<Judgement> judgements = new ArrayList<>();
        for (int turn = 1; turn <= 25; turn += 2) {
            judgements.add(red(turn, Outcome.DRAW, Outcome.LOSS));
        }
        assertEquals(1, choose(judgements).orElseThrow().step());
        assertEquals(LessonChoice.EXPLAINED, explained.size());
    }
}
