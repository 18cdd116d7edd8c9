package dev.connectfour.ui.analysis;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Coach;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Oracle;
import dev.connectfour.engine.coach.OutcomeOnly;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

/**
 * Where the perfect analysis runs, off the FX thread: each search is a {@code javafx.concurrent.Task}
 * built from an immutable position, on one of two daemon threads with an {@link Analyst} of its own,
 * made on that thread at first use (it reads the opening book) and kept, with its solver's table, from
 * one search to the next:
 * <ul>
 *   <li>{@code connect-four-analysis}: the values of a position's columns ({@link #analyse});</li>
 *   <li>{@code connect-four-review}: the mistakes of a whole game ({@link #judge}), which may take long
 *       in the opening and must not hold up the analysis of the position on show.</li>
 * </ul>
 * The coach's explanations ({@link #explain}, {@link #reason}) and a lost game's lesson ({@link #lesson}) run on a third,
 * {@code connect-four-coach}.
 * One lane thread each, because an analyst is used by one thread at a time (its solver's helpers join a long solve
 * and stop with it); a cancelled task stops within a
 * fraction of a millisecond (the solver polls the thread's interrupt) and the next one queues behind it.
 * One service for the application, made by the application at first use.
 */
public final class AnalysisService implements AutoCloseable {
    private static final long ANALYSIS_TABLE_BYTES = 16L << 20;
    private static final long REVIEW_TABLE_BYTES = 8L << 20;
    /**
     * The analysis on show searches on two threads where the machine has two cores: its long solves (9 to 11 discs,
     * the book's edge) take about a quarter less time, measured by {@code analysis-times --threads}. The review and
     * the coach, which wait behind it for nothing, keep one.
     */
    private static final int ANALYSIS_SEARCH_THREADS = Math.min(2, Runtime.getRuntime().availableProcessors());
    /**
     * How long the coach looks for an idea reached by force in one explanation: the deepest of them can take many
     * seconds in the opening, and past this the explanation says what was proven before (a tactic, a rule, the fallback).
     */
    static final Duration COACH_BUDGET = Duration.ofSeconds(2);
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final Lane analysis = new Lane("connect-four-analysis", ANALYSIS_TABLE_BYTES, ANALYSIS_SEARCH_THREADS);
    private final Lane review = new Lane("connect-four-review", REVIEW_TABLE_BYTES, 1);
    private final Lane coach = new Lane("connect-four-coach", REVIEW_TABLE_BYTES, 1);
    /** The names of the threads tasks ran on: for the tests, which check that none is the FX thread. */
    private final Set<String> workerThreads = new ConcurrentSkipListSet<>();

    /**
     * Starts analysing {@code position}: the task's {@code valueProperty()} shows each step as it is
     * known (on the FX thread). Cancel it when the position is no longer the one on show.
     */
    public Task<ColumnValues> analyse(Position position) {
        Task<ColumnValues> task = new AnalysisTask(position, analysis);
        analysis.threads.execute(task);
        return task;
    }

    /**
     * Starts judging every disc of {@code game}, the last first; each judgement is added to the task's
     * list on the FX thread as soon as it is known.
     */
    public JudgeTask judge(Position game) {
        JudgeTask task = new JudgeTask(game, review);
        review.threads.execute(task);
        return task;
    }

    /**
     * Starts explaining why {@code column} played in {@code before} was (or was not) a mistake: the
     * coach's checked explanation, on a thread of its own so that it waits neither for the review's
     * judging nor for the analysis on show. The task's value is first the explanation by outcomes only
     * ({@link OutcomeOnly}: what the move lost and the move that keeps it, at once in the opening), then the coach's.
     */
    public Task<Explanation> explain(Position before, int column) {
        Task<Explanation> task = new Task<>() {
            @Override
            protected Explanation call() {
                noteThread();
                Oracle oracle = Oracle.of(coach.analyst());
                updateValue(OutcomeOnly.explain(oracle, before, column));
                return new Coach(oracle, COACH_BUDGET).explain(before, column);
            }
        };
        coach.threads.execute(task);
        return task;
    }

    /** Starts working out why {@code column} is good in {@code before} (the hint's "Why this move?"), on the coach's thread. */
    public Task<MoveReason> reason(Position before, int column) {
        Task<MoveReason> task = new Task<>() {
            @Override
            protected MoveReason call() {
                noteThread();
                Oracle oracle = Oracle.of(coach.analyst());
                Coach teacher = new Coach(oracle, COACH_BUDGET);
                boolean keeps = teacher.explain(before, column).change() == Change.OK;
                return new MoveReason(before, column, oracle.outcome(before), keeps,
                        keeps ? teacher.whatItDoes(before, column) : Optional.empty());
            }
        };
        coach.threads.execute(task);
        return task;
    }

    /**
     * Starts looking for the lesson of {@code game}, lost by {@code loser} ({@link LessonChoice}): every disc
     * judged, then the losing ones explained, on the coach's thread.
     */
    public Task<Optional<Lesson>> lesson(Position game, Player loser) {
        Task<Optional<Lesson>> task = new Task<>() {
            @Override
            protected Optional<Lesson> call() {
                noteThread();
                Analyst analyst = coach.analyst();
                List<Mistakes.Judgement> judgements = Mistakes.judge(game, analyst::outcome, judgement -> { });
                return LessonChoice.choose(game, loser, judgements, new Coach(Oracle.of(analyst), COACH_BUDGET)::explain);
            }
        };
        coach.threads.execute(task);
        return task;
    }

    /** The names of the threads analysis tasks have run on so far. */
    public Set<String> workerThreads() {
        return Set.copyOf(workerThreads);
    }

    @Override
    public void close() {
        analysis.threads.shutdownNow();
        review.threads.shutdownNow();
        coach.threads.shutdownNow();
    }

    /** One daemon thread and the analyst only it uses (whose solver may add helper threads to a long solve). */
    private static final class Lane {
        final ExecutorService threads;
        private final long tableBytes;
        private final int searchThreads;
        /** Made and used on the lane's thread only. */
        private Analyst analyst;

        Lane(String name, long tableBytes, int searchThreads) {
            this.tableBytes = tableBytes;
            this.searchThreads = searchThreads;
            this.threads = Executors.newSingleThreadExecutor(runnable -> {
                Thread thread = new Thread(runnable, name + "-" + THREADS.incrementAndGet());
                thread.setDaemon(true);
                thread.setPriority(Thread.NORM_PRIORITY - 1); // the computer's move and the UI come first
                return thread;
            });
        }

        Analyst analyst() {
            if (analyst == null) {
                analyst = Analyst.withBundledBook(tableBytes, searchThreads);
            }
            return analyst;
        }
    }

    private void noteThread() {
        workerThreads.add(Thread.currentThread().getName()
                + (Platform.isFxApplicationThread() ? " (FX application thread)" : ""));
    }

    /** The values of one position's columns, published step by step through {@link #updateValue}. */
    private final class AnalysisTask extends Task<ColumnValues> {
        private final Position position;
        private final Lane lane;

        AnalysisTask(Position position, Lane lane) {
            this.position = position;
            this.lane = lane;
        }

        @Override
        protected ColumnValues call() {
            noteThread();
            updateValue(ColumnValues.unknown(position));
            return lane.analyst().analyze(position, this::updateValue);
        }
    }

    /** The mistakes of one game, published one judgement at a time. */
    public final class JudgeTask extends Task<Void> {
        private final Position game;
        private final Lane lane;
        private final ObservableList<Mistakes.Judgement> judgements = FXCollections.observableArrayList();

        JudgeTask(Position game, Lane lane) {
            this.game = game;
            this.lane = lane;
        }

        /** The discs judged so far, in the order they were judged (the last disc first); FX thread. */
        public ObservableList<Mistakes.Judgement> judgements() {
            return judgements;
        }

        @Override
        protected Void call() {
            noteThread();
            Consumer<Mistakes.Judgement> publish = judgement -> Platform.runLater(() -> {
                if (!isCancelled()) {
                    judgements.add(judgement);
                }
            });
            Mistakes.judge(game, lane.analyst()::outcome, publish);
            return null;
        }
    }
}
