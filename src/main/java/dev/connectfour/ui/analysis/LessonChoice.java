package dev.connectfour.ui.analysis;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Idea;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which mistake of a lost game teaches the most, for the game-over card to offer: among the loser's discs that
 * turned a win or a draw into a loss (what lost the game), the first whose explanation names an idea (its
 * {@link Explanation#headline()} is more than the fallback "loses by force"); else the first of them, with its
 * forced line. A game lost with no such disc (resigned or lost on time from a won or drawn position) offers its
 * first mistake that spoiled a win; a game lost without a mistake (the second player against perfect play)
 * offers none. Opening mistakes rarely have more than the fallback (the first disc off the centre already loses), so
 * the losing discs are explained on, up to {@value #EXPLAINED} of them: past the opening an explanation takes
 * milliseconds once the game is judged (its positions solved), but each costs exact solves.
 * Pure: the explanations come from the {@link Explainer} it is given.
 */
public final class LessonChoice {
    /** How many of the losing discs are explained at most while looking for a named idea. */
    static final int EXPLAINED = 10;

    /** The coach's explanation of a disc: {@link dev.connectfour.engine.coach.Coach#explain}. */
    @FunctionalInterface
    public interface Explainer {
        Explanation explain(Position before, int column);
    }

    private LessonChoice() {
    }

    /**
     * The lesson of {@code game} for {@code loser}.
     *
     * @param judgements every disc of the game judged ({@link Mistakes#judge}), in any order
     */
    public static Optional<Lesson> choose(Position game, Player loser, List<Mistakes.Judgement> judgements,
                                          Explainer explainer) {
        List<Mistakes.Judgement> mistakes = judgements.stream()
                .filter(judgement -> judgement.player() == loser && judgement.isMistake())
                .sorted(Comparator.comparingInt(Mistakes.Judgement::turn))
                .toList();
        List<Mistakes.Judgement> losing = mistakes.stream().filter(judgement -> judgement.after() == Outcome.LOSS).toList();
        Lesson first = null;
        for (Mistakes.Judgement judgement : losing.subList(0, Math.min(EXPLAINED, losing.size()))) {
            Optional<Lesson> lesson = explained(game, judgement, explainer);
            if (lesson.isPresent() && lesson.get().explanation().headline().idea() != Idea.FORCED_LINE) {
                return lesson;
            }
            if (first == null) {
                first = lesson.orElse(null);
            }
        }
        if (first != null) {
            return Optional.of(first);
        }
        return mistakes.isEmpty() ? Optional.empty() : explained(game, mistakes.get(0), explainer);
    }

    /** The lesson of one judged disc; empty if the coach does not find it a mistake (nothing to show). */
    private static Optional<Lesson> explained(Position game, Mistakes.Judgement judgement, Explainer explainer) {
        Position before = Position.parse(game.size(), game.moves().substring(0, judgement.turn() - 1));
        Explanation explanation = explainer.explain(before, judgement.column());
        return explanation.change() == Change.OK ? Optional.empty()
                : Optional.of(new Lesson(game, judgement.turn(), explanation));
    }
}
