package dev.connectfour.ui.puzzles;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.puzzles.PuzzleAttempt;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import dev.connectfour.game.puzzles.PuzzleChoice;
import dev.connectfour.game.puzzles.PuzzleProgress;
import java.util.Optional;
import java.util.random.RandomGenerator;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Puzzles screen without its controls: the lobby (the player's rating, solved puzzles, streak, today's puzzle,
 * the choice of the next) and one attempt at a time (the task, what happened, hint, the solution, a retry). The board
 * is told what to show through {@link Board}: each disc queued to fall after the one before, or a jump.
 */
final class PuzzlesViewModel {
    /** Where the positions are shown. */
    interface Board {
        /** Shows {@code position} at once, dropping whatever still waits to fall. */
        void jump(Position position);

        /** Shows {@code position} (one disc more than the last queued) once the discs before it have landed. */
        void queue(Position position);

        /** True while discs fall or wait to: the player's clicks wait for the board. */
        boolean isBusy();
    }

    private final PuzzleCatalogue catalogue;
    private final PuzzleBook book;
    private final BackgroundExecutor executor;
    private final PuzzleAttempt.Refuter refuter;
    private final RandomGenerator random;
    private final PuzzleTexts texts;
    private final Board board;
    private final ReadOnlyStringWrapper rating = new ReadOnlyStringWrapper(this, "rating");
    private final ReadOnlyStringWrapper solved = new ReadOnlyStringWrapper(this, "solved");
    private final ReadOnlyStringWrapper streak = new ReadOnlyStringWrapper(this, "streak");
    private final ReadOnlyStringWrapper today = new ReadOnlyStringWrapper(this, "today");
    private final ReadOnlyStringWrapper task = new ReadOnlyStringWrapper(this, "task");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status");
    private final ReadOnlyBooleanWrapper inPuzzle = new ReadOnlyBooleanWrapper(this, "inPuzzle");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<Player> player = new ReadOnlyObjectWrapper<>(this, "player");
    private final ReadOnlyIntegerWrapper hintColumn = new ReadOnlyIntegerWrapper(this, "hintColumn", -1);
    private final ObjectProperty<PuzzleChoice> choice = new SimpleObjectProperty<>(this, "choice", PuzzleChoice.ANY);
    private final InvalidationListener onProgress = obs -> showProgress();
    private PuzzleAttempt attempt;
    private boolean showingSolution;

    PuzzlesViewModel(PuzzleCatalogue catalogue, PuzzleBook book, BackgroundExecutor executor,
                     PuzzleAttempt.Refuter refuter, RandomGenerator random, PuzzleTexts texts, Board board) {
        this.catalogue = catalogue;
        this.book = book;
        this.executor = executor;
        this.refuter = refuter;
        this.random = random;
        this.texts = texts;
        this.board = board;
        book.progressProperty().addListener(onProgress);
        showProgress();
        toLobby();
    }

    ReadOnlyStringProperty ratingProperty() {
        return rating.getReadOnlyProperty();
    }

    ReadOnlyStringProperty solvedProperty() {
        return solved.getReadOnlyProperty();
    }

    ReadOnlyStringProperty streakProperty() {
        return streak.getReadOnlyProperty();
    }

    ReadOnlyStringProperty todayProperty() {
        return today.getReadOnlyProperty();
    }

    ReadOnlyStringProperty taskProperty() {
        return task.getReadOnlyProperty();
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True while a puzzle is on the board, false in the lobby. */
    ReadOnlyBooleanProperty inPuzzleProperty() {
        return inPuzzle.getReadOnlyProperty();
    }

    /** True while the player may still move in the puzzle (hint and the solution are offered). */
    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The side the player plays while they may move; null otherwise. */
    ReadOnlyObjectProperty<Player> playerProperty() {
        return player.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty hintColumnProperty() {
        return hintColumn.getReadOnlyProperty();
    }

    ObjectProperty<PuzzleChoice> choiceProperty() {
        return choice;
    }

    /** A puzzle of the chosen kind near the player's rating; false if there is none of that kind. */
    boolean nextPuzzle() {
        PuzzleProgress progress = book.getProgress();
        Optional<Puzzle> next = catalogue.next(choice.get(), progress.rating().rating(), progress.solvedIds(), random);
        next.ifPresent(puzzle -> start(puzzle, true));
        return next.isPresent();
    }

    void todaysPuzzle() {
        start(catalogue.today(book.today()), true);
    }

    /** The same puzzle again, unrated. */
    void retry() {
        if (attempt != null) {
            start(attempt.puzzle(), false);
        }
    }

    void hint() {
        if (attempt != null && !board.isBusy()) {
            hintColumn.set(attempt.hint());
        }
    }

    /** Plays the solution out from where the player left the line. */
    void showSolution() {
        if (attempt == null || board.isBusy() && running.get()) {
            return;
        }
        showingSolution = true;
        Position position = attempt.solutionStart();
        board.jump(position);
        for (char column : attempt.solutionRest().toCharArray()) {
            position = position.play(column - '1');
            board.queue(position);
        }
        update();
    }

    /** The player drops a disc: false if it is not taken (no puzzle running, the board busy, a full column). */
    boolean play(int column) {
        if (attempt == null || board.isBusy()) {
            return false;
        }
        hintColumn.set(-1);
        return attempt.play(column);
    }

    /** Back to the lobby: the attempt is left (counted already if it ended), today's puzzle on the board. */
    void toLobby() {
        leaveAttempt();
        inPuzzle.set(false);
        running.set(false);
        player.set(null);
        board.jump(catalogue.today(book.today()).position());
    }

    void close() {
        leaveAttempt();
        book.progressProperty().removeListener(onProgress);
    }

    private void start(Puzzle puzzle, boolean rated) {
        leaveAttempt();
        showingSolution = false;
        attempt = new PuzzleAttempt(puzzle, rated, book, executor, refuter);
        board.jump(puzzle.position());
        attempt.positionProperty().addListener((obs, old, now) -> board.queue(now));
        attempt.phaseProperty().addListener(obs -> update());
        attempt.refutedProperty().addListener((obs, old, refuted) -> {
            if (refuted != null && !showingSolution) {
                // the line grows as it is found: only its new discs fall
                String queued = old == null ? "" : old.line();
                Position position = Position.parse(attempt.positionProperty().get().moves() + queued);
                for (char column : refuted.line().substring(queued.length()).toCharArray()) {
                    position = position.play(column - '1');
                    board.queue(position);
                }
            }
            update();
        });
        attempt.positionProperty().addListener(obs -> update());
        task.set(texts.task(puzzle));
        inPuzzle.set(true);
        update();
    }

    private void update() {
        hintColumn.set(-1);
        running.set(attempt.phaseProperty().get() == PuzzleAttempt.Phase.YOUR_MOVE);
        player.set(running.get() ? attempt.puzzle().position().toMove() : null);
        status.set(texts.status(attempt, book.getProgress().shownRating(), showingSolution));
    }

    private void leaveAttempt() {
        if (attempt != null) {
            attempt.close();
            attempt = null;
        }
        hintColumn.set(-1);
    }

    private void showProgress() {
        PuzzleProgress progress = book.getProgress();
        rating.set(Integer.toString(progress.shownRating()));
        solved.set(Integer.toString(progress.solvedIds().size()));
        streak.set(Integer.toString(progress.streak()));
        today.set(texts.describe(catalogue.today(book.today())));
    }
}
