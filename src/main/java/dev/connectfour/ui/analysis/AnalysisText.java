package dev.connectfour.ui.analysis;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Texts;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Function;

/**
 * The analysis in words and shares, from what the {@link dev.connectfour.engine.analysis.Analyst} knows: the
 * label and style of each column ("Win in 3", "Draw", "Loss in 2", "Full", "Calculating…"), the
 * evaluation line ("Red wins in 5 moves") and how much of the evaluation bar is the first player's.
 * Pure: no nodes, so it is tested without a screen.
 */
public final class AnalysisText {
    /** The style classes of a column's label, one per kind of value; the colours come from the theme. */
    public static final String WIN = "win";
    public static final String DRAW = "draw";
    public static final String LOSS = "loss";
    public static final String FULL = "full";
    public static final String PENDING = "pending";

    private final ResourceBundle strings;

    public AnalysisText(ResourceBundle strings) {
        this.strings = Objects.requireNonNull(strings, "strings");
    }

    /** The analysis strings in {@code locale}. */
    public static AnalysisText in(Locale locale) {
        return new AnalysisText(Bundles.load(AnalysisText.class, "analysis", locale));
    }

    public ResourceBundle strings() {
        return strings;
    }

    /**
     * A column's label: its value for the side to move, "Full", or "…" while not known (short enough for
     * the narrow columns of the wide boards; the evaluation's title says "calculating").
     */
    public String column(ColumnValues values, int column) {
        if (!values.playable(column)) {
            return strings.getString("analysis.full");
        }
        return values.verdict(column).map(this::verdict).orElse(strings.getString("analysis.columnPending"));
    }

    /** A column's value read out by a screen reader: as {@link #column}, with "Calculating…" in words. */
    public String spoken(ColumnValues values, int column) {
        return values.playable(column) && values.verdict(column).isEmpty()
                ? strings.getString("analysis.pending") : column(values, column);
    }

    /** The style class of a column's label: {@link #WIN}, {@link #DRAW}, {@link #LOSS}, {@link #FULL} or {@link #PENDING}. */
    public static String styleOf(ColumnValues values, int column) {
        if (!values.playable(column)) {
            return FULL;
        }
        return values.verdict(column).map(verdict -> switch (verdict.outcome()) {
            case WIN -> WIN;
            case DRAW -> DRAW;
            case LOSS -> LOSS;
        }).orElse(PENDING);
    }

    /** "Win in 3", "Win" (distance not known yet), "Draw", "Loss in 2", "Loss". */
    public String verdict(Verdict verdict) {
        return switch (verdict.outcome()) {
            case DRAW -> strings.getString("analysis.draw");
            case WIN -> verdict.isExact() ? Texts.format(strings, "analysis.win", verdict.moves())
                    : strings.getString("analysis.winUnknown");
            case LOSS -> verdict.isExact() ? Texts.format(strings, "analysis.loss", verdict.moves())
                    : strings.getString("analysis.lossUnknown");
        };
    }

    /**
     * Who wins with perfect play from here, and in how many of the winner's moves: "Red wins in 5 moves",
     * "Red wins" (distance not known yet), "Draw with perfect play", or "Calculating…".
     *
     * @param nameOf the name of the side playing a player's discs
     * @param you    the player whose side is "you" (the person in a game against the computer), or null
     */
    public String evaluation(ColumnValues values, Function<Player, String> nameOf, Player you) {
        Optional<Verdict> best = values.best();
        if (best.isEmpty()) {
            return strings.getString("analysis.pending");
        }
        Verdict verdict = best.get();
        if (verdict.outcome() == Outcome.DRAW) {
            return strings.getString("evaluation.draw");
        }
        Player mover = values.position().toMove();
        Player winner = verdict.outcome() == Outcome.WIN ? mover : mover.opponent();
        if (winner == you) {
            return verdict.isExact() ? Texts.format(strings, "evaluation.youWin", verdict.moves())
                    : strings.getString("evaluation.youWinUnknown");
        }
        return verdict.isExact() ? Texts.format(strings, "evaluation.wins", nameOf.apply(winner), verdict.moves())
                : Texts.format(strings, "evaluation.winsUnknown", nameOf.apply(winner));
    }

    /**
     * The first player's share of the evaluation bar, 0 to 1: one half for a draw or while not known;
     * from 0.8 for a win whose distance is not known to 1 for a win with the next disc ({@code 0.8 + 0.2 / N});
     * the mirror image for the second player.
     */
    public static double firstPlayerShare(ColumnValues values) {
        Optional<Verdict> best = values.best();
        if (best.isEmpty() || best.get().outcome() == Outcome.DRAW) {
            return 0.5;
        }
        Verdict verdict = best.get();
        double winnerShare = verdict.isExact() ? 0.8 + 0.2 / verdict.moves() : 0.8;
        Player winner = verdict.outcome() == Outcome.WIN ? values.position().toMove() : values.position().toMove().opponent();
        return winner == Player.FIRST ? winnerShare : 1 - winnerShare;
    }
}
