package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.search.Analysis;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The generator's half: decides whether a position is a puzzle and proves it, building its main line. The position's
 * value decides the kind ({@link PuzzleKind}); a win must be unique at the start and, after every slowest-loss reply,
 * the fastest win must be unique at every later step. {@link PuzzleVerifier} checks the result with code of its own.
 */
public final class PuzzleFinder {
    /** Analyses one position may cost before it is given up as not a puzzle (a win with too many defences). */
    static final int ANALYSIS_BUDGET = 80;

    /** Fewer playable columns than this leave no real choice: not a puzzle. */
    static final int MIN_CHOICES = 3;

    private final Function<Position, Analysis> values;
    private final Function<Position, Optional<Outcome>> book;
    private final PuzzleRating rating;
    private int budget;

    /**
     * @param values every column's exact score of a position (the solver's, through the book where it knows it)
     * @param book   the opening book's outcome of a position, empty where it has none
     */
    public PuzzleFinder(Function<Position, Analysis> values, Function<Position, Optional<Outcome>> book) {
        this.values = values;
        this.book = book;
        this.rating = new PuzzleRating();
    }

    /** The puzzle of {@code position}, if it is one. */
    public Optional<Puzzle> find(Position position) {
        if (position.isGameOver() || position.hasPasses() || position.moveCount() == 0
                || playableColumns(position) < MIN_CHOICES) {
            return Optional.empty();
        }
        budget = ANALYSIS_BUDGET;
        Analysis root = analyze(position);
        Verdict value = Defence.verdict(root, Defence.bestColumns(root).get(0));
        List<Integer> keeping = keeping(root, value);
        if (keeping.size() != 1) {
            return Optional.empty();
        }
        int solution = keeping.get(0);
        return switch (value.outcome()) {
            case WIN -> winLine(position, value.moves(), root)
                    .map(line -> make(position, PuzzleKind.WIN, value.moves(), line));
            case DRAW -> Optional.of(make(position, PuzzleKind.DRAW, 0, column(solution)));
            case LOSS -> onlyMove(root, solution)
                    ? Optional.of(make(position, PuzzleKind.ONLY_MOVE, 0, column(solution))) : Optional.empty();
        };
    }

    /** The columns that keep the position's outcome (for a loss: the slowest losses). */
    private static List<Integer> keeping(Analysis analysis, Verdict value) {
        if (value.outcome() == Outcome.LOSS) {
            return Defence.bestColumns(analysis);
        }
        return java.util.stream.IntStream.range(0, analysis.position().size().width())
                .filter(analysis::playable)
                .filter(column -> Defence.verdict(analysis, column).outcome() == value.outcome())
                .boxed().toList();
    }

    private static int playableColumns(Position position) {
        return (int) java.util.stream.IntStream.range(0, position.size().width()).filter(position::canPlay).count();
    }

    private static boolean onlyMove(Analysis root, int solution) {
        for (int column = 0; column < root.position().size().width(); column++) {
            if (!root.playable(column)) {
                continue;
            }
            int loss = Defence.verdict(root, column).moves();
            if (column == solution ? loss < PuzzleRules.LONG_RESISTANCE : loss > PuzzleRules.QUICK_LOSS) {
                return false;
            }
        }
        return true;
    }

    /**
     * The main line of a win in {@code n} from {@code position} ({@code analysis} its analysis), if exactly one move
     * wins within {@code n} here and after every slowest-loss reply; empty otherwise or past the budget.
     */
    private Optional<String> winLine(Position position, int n, Analysis analysis) {
        int move = -1;
        for (int column = 0; column < position.size().width(); column++) {
            if (analysis.playable(column) && winsWithin(analysis, column, n)) {
                if (move >= 0) {
                    return Optional.empty();
                }
                move = column;
            }
        }
        if (move < 0 || n > PuzzleRules.MAX_WIN) {
            return Optional.empty();
        }
        if (n == 1) {
            return Optional.of(column(move));
        }
        Position defended = position.play(move);
        Analysis defence = analyze(defended);
        if (defence == null) {
            return Optional.empty();
        }
        int chosen = Defence.reply(defence);
        String main = null;
        for (int reply : Defence.bestColumns(defence)) {
            Position next = defended.play(reply);
            Analysis after = analyze(next);
            Optional<String> rest = after == null ? Optional.empty() : winLine(next, n - 1, after);
            if (rest.isEmpty()) {
                return Optional.empty();
            }
            if (reply == chosen) {
                main = column(move) + column(reply) + rest.get();
            }
        }
        return Optional.ofNullable(main);
    }

    private static boolean winsWithin(Analysis analysis, int column, int n) {
        Verdict verdict = Defence.verdict(analysis, column);
        return verdict.outcome() == Outcome.WIN && verdict.moves() <= n;
    }

    /** The analysis of a position, or null once the budget is spent. */
    private Analysis analyze(Position position) {
        if (budget-- <= 0) {
            return null;
        }
        return values.apply(position);
    }

    private Puzzle make(Position position, PuzzleKind kind, int moves, String line) {
        Puzzle unrated = new Puzzle(position, kind, moves, PuzzleRules.AVERAGE_RATING, java.util.Set.of(), line);
        boolean opening = book.apply(position).isPresent();
        return new Puzzle(position, kind, moves, rating.of(unrated), Themes.of(unrated, opening), line);
    }

    private static String column(int column) {
        return String.valueOf((char) ('1' + column));
    }
}
