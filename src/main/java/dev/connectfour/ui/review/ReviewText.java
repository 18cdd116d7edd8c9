package dev.connectfour.ui.review;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Turn;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;

/** The review's words: the move list's lines, where the replay stands, the mistake of a move, the search's progress. */
final class ReviewText {
    private final ResourceBundle strings;
    private final Lineup lineup;

    ReviewText(ResourceBundle strings, Lineup lineup) {
        this.strings = strings;
        this.lineup = lineup;
    }

    /** "12. Yellow: column 3", with " ✗ mistake" when marked; "7. Red: lost the turn". */
    String moveLine(GamePosition game, int turn, boolean mistake) {
        Turn played = game.turns().get(turn - 1);
        String name = lineup.of(played.player()).name();
        String line = played.isPass() ? Texts.format(strings, "review.pass", turn, name)
                : Texts.format(strings, "review.move", turn, name, played.column() + 1);
        return mistake ? line + " " + strings.getString("review.mistakeTag") : line;
    }

    /** "Move 12 of 31", or "The empty board (31 moves)" at the start. */
    String step(int step, int length) {
        return step == 0 ? Texts.format(strings, "review.start", length) : Texts.format(strings, "review.step", step, length);
    }

    /** "A mistake by Yellow: it turned a win into a loss."; "Your mistake: …" for the person against the computer. */
    String mistake(Mistakes.Judgement judgement) {
        String from = strings.getString("review.from." + judgement.before().name());
        String to = strings.getString("review.to." + judgement.after().name());
        return judgement.player() == Texts.you(lineup) ? Texts.format(strings, "review.mistakeYours", from, to)
                : Texts.format(strings, "review.mistake", lineup.of(judgement.player()).name(), from, to);
    }

    /** While searching: "Looking for mistakes: 12 of 31 moves checked"; then how many were marked, and whose. */
    String progress(MistakeMarks marks, int moves, boolean done) {
        String whose = marks.markedPlayer().map(player -> player == Texts.you(lineup)
                        ? strings.getString("review.markingYours")
                        : Texts.format(strings, "review.marking", lineup.of(player).name()))
                .orElse(strings.getString("review.markingBoth"));
        if (!done) {
            return Texts.format(strings, "review.checking", marks.judged(), moves) + " " + whose;
        }
        return Texts.format(strings, "review.done", marks.turns().size()) + " " + whose;
    }
}
