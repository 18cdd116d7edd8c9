package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayers;
import java.util.HashSet;
import java.util.Set;

/**
 * A puzzle's fixed rating, from what the engine can measure: N, how tempting the wrong moves are (how often Medium,
 * the look-ahead a casual player resembles, plays one, over {@value #TRIES} seeds), how many wrong moves it tries,
 * and how many of the mover's moves are forcing (a threat the defender must answer at once, which makes a line easy
 * to follow). A first move that only blocks an immediate win is easy whatever else holds.
 */
final class PuzzleRating {
    static final int TRIES = 8;
    static final int MIN = 400;
    static final int MAX = 2600;

    int of(Puzzle puzzle) {
        Position start = puzzle.position();
        int base = switch (puzzle.kind()) {
            case WIN -> 900 + 110 * (puzzle.moves() - 1);
            case DRAW -> 1250;
            case ONLY_MOVE -> 1050;
        };
        int wrong = 0;
        Set<Integer> wrongColumns = new HashSet<>();
        for (int seed = 0; seed < TRIES; seed++) {
            int column = ComputerPlayers.create(ComputerLevel.MEDIUM, seed).chooseColumn(start);
            if (column != puzzle.solution()) {
                wrong++;
                wrongColumns.add(column);
            }
        }
        int rating = base + 350 * wrong / TRIES + 40 * Math.max(0, wrongColumns.size() - 1)
                - 50 * forcingMoves(puzzle);
        if (!start.isWinningMove(puzzle.solution()) && start.pass().isWinningMove(puzzle.solution())) {
            rating -= 200;
        }
        return Math.max(MIN, Math.min(MAX, rating));
    }

    /** The mover's moves of the main line, the last excepted, after which the mover threatens to win at once. */
    private static int forcingMoves(Puzzle puzzle) {
        Position position = puzzle.position();
        int forcing = 0;
        for (int ply = 0; ply + 1 < puzzle.line().length(); ply++) {
            position = position.play(puzzle.lineColumn(ply));
            if (ply % 2 == 0) {
                Position moverAgain = position.pass();
                for (int column = 0; column < position.size().width(); column++) {
                    if (moverAgain.isWinningMove(column)) {
                        forcing++;
                        break;
                    }
                }
            }
        }
        return forcing;
    }
}
