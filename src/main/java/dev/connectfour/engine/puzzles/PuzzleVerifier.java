package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.search.Analysis;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;

/**
 * Re-proves a puzzle from the solver's analysis alone (every column's score, as {@code solve --analyze} prints
 * them), without the finder's code: the kind and N follow from the position's value, the solution must be the only
 * move with the required value, and for a win every position reached by the solution and any slowest-loss reply
 * must again have exactly one move that wins within the moves left. The main line must follow such moves and
 * replies. Themes and the rating are the engine's tags, not facts to prove; they are not checked.
 */
public final class PuzzleVerifier {
    private final Function<Position, Analysis> values;

    /** @param values every column's exact score of a position */
    public PuzzleVerifier(Function<Position, Analysis> values) {
        this.values = values;
    }

    /** What is wrong with {@code puzzle}; empty when it is proven. */
    public List<String> problems(Puzzle puzzle) {
        List<String> problems = new ArrayList<>();
        Position start = puzzle.position();
        Analysis root = values.apply(start);
        Verdict[] verdicts = verdicts(root);
        int best = root.bestScore();
        PuzzleKind kind = best > 0 ? PuzzleKind.WIN : best == 0 ? PuzzleKind.DRAW : PuzzleKind.ONLY_MOVE;
        if (kind != puzzle.kind()) {
            problems.add("the position is a " + kind.id() + " puzzle, not " + puzzle.kind().id());
            return problems;
        }
        int solution = puzzle.solution();
        List<Integer> keeping = new ArrayList<>();
        for (int column = 0; column < verdicts.length; column++) {
            if (verdicts[column] != null && switch (kind) {
                case WIN -> verdicts[column].outcome() == Outcome.WIN;
                case DRAW -> verdicts[column].outcome() == Outcome.DRAW;
                case ONLY_MOVE -> verdicts[column].moves() > PuzzleRules.QUICK_LOSS;
            }) {
                keeping.add(column);
            }
        }
        if (!keeping.equals(List.of(solution))) {
            problems.add("the moves that solve it are columns " + oneBased(keeping) + ", not only " + (solution + 1));
            return problems;
        }
        if (kind == PuzzleKind.ONLY_MOVE && verdicts[solution].moves() < PuzzleRules.LONG_RESISTANCE) {
            problems.add("the only move loses in " + verdicts[solution].moves() + ", too soon");
        }
        if (kind == PuzzleKind.WIN) {
            if (verdicts[solution].moves() != puzzle.moves()) {
                problems.add("it wins in " + verdicts[solution].moves() + ", not " + puzzle.moves());
            } else {
                checkEveryDefence(puzzle, problems);
            }
        }
        return problems;
    }

    /** Walks the tree of the unique winning moves and every slowest-loss reply, the main line among them. */
    private void checkEveryDefence(Puzzle puzzle, List<String> problems) {
        record Node(Position position, int left, boolean main) {
        }
        Deque<Node> open = new ArrayDeque<>();
        open.push(new Node(puzzle.position(), puzzle.moves(), true));
        int ply = puzzle.position().moveCount();
        while (!open.isEmpty() && problems.isEmpty()) {
            Node node = open.pop();
            Position position = node.position();
            Verdict[] verdicts = verdicts(values.apply(position));
            List<Integer> winning = new ArrayList<>();
            for (int column = 0; column < verdicts.length; column++) {
                if (verdicts[column] != null && verdicts[column].outcome() == Outcome.WIN
                        && verdicts[column].moves() <= node.left()) {
                    winning.add(column);
                }
            }
            String where = "after " + position.moves();
            if (winning.size() != 1) {
                problems.add(where + ": " + winning.size() + " moves win within " + node.left());
                break;
            }
            int move = winning.get(0);
            int lineIndex = position.moveCount() - ply;
            if (node.main() && puzzle.lineColumn(lineIndex) != move) {
                problems.add(where + ": the line plays " + (puzzle.lineColumn(lineIndex) + 1) + ", the win is "
                        + (move + 1));
                break;
            }
            Position defender = position.play(move);
            if (node.left() == 1) {
                if (!defender.isWon()) {
                    problems.add(where + ": column " + (move + 1) + " does not connect four");
                }
                continue;
            }
            Analysis defence = values.apply(defender);
            int slowest = defence.bestScore();
            boolean replyFound = !node.main();
            for (int reply = 0; reply < defence.position().size().width(); reply++) {
                if (defence.playable(reply) && defence.score(reply) == slowest) {
                    boolean main = node.main() && puzzle.lineColumn(lineIndex + 1) == reply;
                    replyFound |= main;
                    open.push(new Node(defender.play(reply), node.left() - 1, main));
                }
            }
            if (!replyFound) {
                problems.add("after " + defender.moves() + ": the line's reply " + (puzzle.lineColumn(lineIndex + 1) + 1)
                        + " is not a slowest loss");
            }
        }
    }

    /** Each playable column's value for the side to move, null for a full column. */
    private static Verdict[] verdicts(Analysis analysis) {
        Verdict[] verdicts = new Verdict[analysis.position().size().width()];
        for (int column = 0; column < verdicts.length; column++) {
            if (analysis.playable(column)) {
                verdicts[column] = Verdict.ofScore(analysis.score(column), analysis.position().freeCells());
            }
        }
        return verdicts;
    }

    private static String oneBased(List<Integer> columns) {
        return columns.stream().map(column -> String.valueOf(column + 1)).toList().toString();
    }
}
