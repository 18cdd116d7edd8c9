package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.engine.search.Analysis;
import java.util.ArrayList;
import java.util.List;

/**
 * How the computer answers in a puzzle, and how a position's columns are read: the best columns of an analysis
 * (for a lost side, its slowest losses) and, among them, the reply a person would most likely try.
 */
public final class Defence {
    private Defence() {
    }

    /** The playable columns with the best score for the side to move, left to right. */
    public static List<Integer> bestColumns(Analysis analysis) {
        int best = analysis.bestScore();
        List<Integer> columns = new ArrayList<>();
        for (int column = 0; column < analysis.position().size().width(); column++) {
            if (analysis.playable(column) && analysis.score(column) == best) {
                columns.add(column);
            }
        }
        return columns;
    }

    /**
     * The computer's reply: one of the {@linkplain #bestColumns best columns} (a slowest loss when it is lost);
     * among them one that blocks the other side's immediate win, else the one Medium would play (seeded by the
     * position, so the same every time), else the one nearest the centre. A person blocks what they see and
     * otherwise plays what a shallow look-ahead likes.
     */
    public static int reply(Analysis analysis) {
        Position position = analysis.position();
        List<Integer> best = bestColumns(analysis);
        if (best.size() == 1) {
            return best.get(0);
        }
        Position otherSide = position.pass();
        for (int column : best) {
            if (otherSide.isWinningMove(column)) {
                return column;
            }
        }
        int natural = ComputerPlayers.create(ComputerLevel.MEDIUM, position.key()).chooseColumn(position);
        if (best.contains(natural)) {
            return natural;
        }
        int centre = position.size().width() / 2;
        int chosen = best.get(0);
        for (int column : best) {
            if (Math.abs(column - centre) < Math.abs(chosen - centre)) {
                chosen = column;
            }
        }
        return chosen;
    }

    /** What playing {@code column} is worth for the side to move of the analysed position. */
    public static Verdict verdict(Analysis analysis, int column) {
        return Verdict.ofScore(analysis.score(column), analysis.position().freeCells());
    }
}
