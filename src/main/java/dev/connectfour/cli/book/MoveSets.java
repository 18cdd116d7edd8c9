package dev.connectfour.cli.book;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;

/** The column sets ({@code 1 << column} per column) the book stores for drawn and lost positions, proven by a solver. */
final class MoveSets {

    private MoveSets() {
    }

    /** The columns (a bit set) whose exact score is the best of a lost position's. */
    static int slowestLosses(Position position, Solver solver) {
        Analysis analysis = solver.analyze(position);
        int best = analysis.bestScore();
        int moves = 0;
        for (int column = 0; column < position.size().width(); column++) {
            if (analysis.playable(column) && analysis.score(column) == best) {
                moves |= 1 << column;
            }
        }
        return moves;
    }

    /** The columns (a bit set) that keep a drawn position drawn. */
    static int drawingMoves(Position position, Solver solver) {
        int moves = 0;
        for (int column = 0; column < position.size().width(); column++) {
            if (position.canPlay(column)) {
                Position child = position.play(column);
                if (child.isGameOver() || solver.solveWeak(child) == 0) {
                    moves |= 1 << column; // a full board here is a draw (a win was no option in a drawn position)
                }
            }
        }
        return moves;
    }

    /** A column set as 1-based digits, e.g. {@code "345"}. */
    static String columns(int moves) {
        StringBuilder text = new StringBuilder();
        for (int column = 0; moves >>> column != 0; column++) {
            if ((moves & (1 << column)) != 0) {
                text.append(column + 1);
            }
        }
        return text.toString();
    }
}
