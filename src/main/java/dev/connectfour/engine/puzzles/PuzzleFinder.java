package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.puzzles.Finding.Rejection;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.SearchCancelledException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The generator's half: decides whether a position is a puzzle and proves it, building its main line. The position's
 * value decides the kind ({@link PuzzleKind}); a win must be unique at the start and, after every slowest-loss reply,
 * the fastest win must be unique at every later step. {@link PuzzleVerifier} checks the result with code of its own.
 */
public final class PuzzleFinder {
    /** Analyses one position may cost by default before it is given up (a win with too many defences). */
    public static final int ANALYSIS_BUDGET = 80;

    /** Fewer playable columns than this leave no real choice: not a puzzle. */
    static final int MIN_CHOICES = 3;

    private final Function<Position, Analysis> values;
    private final Function<Position, Optional<Outcome>> book;
    private final int analysisBudget;
    private int budget;
    /** Why the last {@link #winLine} found no line. */
    private Rejection failure;

    /**
     * @param values every column's exact score of a position (the solver's, through the book where it knows it)
     * @param book   the opening book's outcome of a position, empty where it has none
     */
    public PuzzleFinder(Function<Position, Analysis> values, Function<Position, Optional<Outcome>> book) {
        this(values, book, ANALYSIS_BUDGET);
    }

    /** @param analysisBudget how many analyses one position may cost before {@link Rejection#PROOF_TOO_BIG} */
    public PuzzleFinder(Function<Position, Analysis> values, Function<Position, Optional<Outcome>> book,
            int analysisBudget) {
        this.values = values;
        this.book = book;
        this.analysisBudget = analysisBudget;
    }

    /** The puzzle of {@code position}, if it is one. */
    public Optional<Puzzle> find(Position position) {
        return examine(position).puzzle();
    }

    /**
     * The puzzle of {@code position}, or why it is none. A search stopped by the solver's deadline
     * ({@link SearchCancelledException}) counts as {@link Rejection#TOO_SLOW}.
     */
    public Finding examine(Position position) {
        if (position.isGameOver() || position.hasPasses() || position.moveCount() == 0
                || playableColumns(position) < MIN_CHOICES) {
            return Finding.rejected(Finding.UNKNOWN, Rejection.NO_CHOICE);
        }
        String bracket = Finding.UNKNOWN;
        try {
            budget = analysisBudget;
            Analysis root = analyze(position);
            Verdict value = Defence.verdict(root, Defence.bestColumns(root).get(0));
            PuzzleKind kind = switch (value.outcome()) {
                case WIN -> PuzzleKind.WIN;
                case DRAW -> PuzzleKind.DRAW;
                case LOSS -> PuzzleKind.ONLY_MOVE;
            };
            String known = Finding.bracket(kind, kind == PuzzleKind.WIN ? value.moves() : 0);
            bracket = known;
            List<Integer> keeping = keeping(root, value);
            if (keeping.size() != 1) {
                boolean fastestUnique = kind == PuzzleKind.WIN && keeping.stream()
                        .filter(column -> winsWithin(root, column, value.moves())).count() == 1;
                return Finding.rejected(known, fastestUnique ? Rejection.SLOWER_WINS : Rejection.NOT_UNIQUE);
            }
            int solution = keeping.get(0);
            return switch (kind) {
                case WIN -> win(position, value.moves(), root, known);
                case DRAW -> Finding.of(make(position, PuzzleKind.DRAW, 0, column(solution)));
                case ONLY_MOVE -> onlyMove(root, solution).map(why -> Finding.rejected(known, why))
                        .orElseGet(() -> Finding.of(make(position, PuzzleKind.ONLY_MOVE, 0, column(solution))));
            };
        } catch (SearchCancelledException e) {
            return Finding.rejected(bracket, Rejection.TOO_SLOW);
        }
    }

    private Finding win(Position position, int n, Analysis root, String bracket) {
        if (n > PuzzleRules.MAX_WIN) {
            return Finding.rejected(bracket, Rejection.TOO_LONG);
        }
        failure = null;
        return winLine(position, n, root).map(line -> Finding.of(make(position, PuzzleKind.WIN, n, line)))
                .orElseGet(() -> Finding.rejected(bracket, failure));
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

    /** Why the lost position's one slowest loss is no only move; empty when it is one. */
    private static Optional<Rejection> onlyMove(Analysis root, int solution) {
        for (int column = 0; column < root.position().size().width(); column++) {
            if (!root.playable(column)) {
                continue;
            }
            int loss = Defence.verdict(root, column).moves();
            if (column == solution && loss < PuzzleRules.LONG_RESISTANCE) {
                return Optional.of(Rejection.TOO_SHORT);
            }
            if (column != solution && loss > PuzzleRules.QUICK_LOSS) {
                return Optional.of(Rejection.OTHERS_HOLD);
            }
        }
        return Optional.empty();
    }

    /**
     * The main line of a win in {@code n} from {@code position} ({@code analysis} its analysis), if exactly one move
     * wins within {@code n} here and after every slowest-loss reply; empty otherwise or past the budget, with the
     * reason in {@link #failure}. The root's move is known unique and {@code n} within {@link PuzzleRules#MAX_WIN}.
     */
    private Optional<String> winLine(Position position, int n, Analysis analysis) {
        int move = -1;
        for (int column = 0; column < position.size().width(); column++) {
            if (analysis.playable(column) && winsWithin(analysis, column, n)) {
                if (move >= 0) {
                    failure = n == 1 ? Rejection.NOT_UNIQUE_AT_END : Rejection.NOT_UNIQUE_LATER;
                    return Optional.empty();
                }
                move = column;
            }
        }
        if (move < 0) {
            failure = Rejection.NOT_UNIQUE_LATER;
            return Optional.empty();
        }
        if (n == 1) {
            return Optional.of(column(move));
        }
        Position defended = position.play(move);
        Analysis defence = analyze(defended);
        if (defence == null) {
            failure = Rejection.PROOF_TOO_BIG;
            return Optional.empty();
        }
        int chosen = Defence.reply(defence);
        String main = null;
        for (int reply : Defence.bestColumns(defence)) {
            Position next = defended.play(reply);
            Analysis after = analyze(next);
            if (after == null) {
                failure = Rejection.PROOF_TOO_BIG;
                return Optional.empty();
            }
            Optional<String> rest = winLine(next, n - 1, after);
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
        return new Puzzle(position, kind, moves, PuzzleRating.of(unrated), Themes.of(unrated, opening), line);
    }

    private static String column(int column) {
        return String.valueOf((char) ('1' + column));
    }
}
