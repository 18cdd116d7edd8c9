package dev.connectfour.ui.review;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.coach.CoachWords;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.board.CellMark;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

/**
 * The review's "Why?": whether the move on show is a marked mistake the coach can be asked about, and
 * once asked, its checked explanation in words and the cells it marks on the board. The explanation is
 * worked out in the background ({@link Explainer}); moving to another step drops it.
 */
final class WhyModel {
    /**
     * Works out an explanation, hands what is known at once to {@code soFar} (if anything: the outcomes, while the idea is
     * sought) and the whole to {@code done} (null if it failed); returns how to cancel it.
     */
    @FunctionalInterface
    interface Explainer {
        Runnable explain(Position before, int column, Consumer<Explanation> soFar, Consumer<Explanation> done);
    }

    private final Explainer explainer;
    private final CoachWords words;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyObjectWrapper<IdeaTopic> topic = new ReadOnlyObjectWrapper<>(this, "topic");
    private final ObservableList<CellMark> marks = FXCollections.observableArrayList();
    private Position shownGame;
    private int shownStep = -1;
    private Position before;
    private int column = -1;
    private Runnable cancel = () -> { };

    WhyModel(Explainer explainer, CoachWords words) {
        this.explainer = explainer;
        this.words = words;
    }

    /** The explainer of the application's analysis service: the coach's thread, the result on the FX thread. */
    static Explainer of(AnalysisService service) {
        return (before, column, soFar, done) -> {
            Task<Explanation> task = service.explain(before, column);
            task.valueProperty().addListener((value, old, now) -> {
                if (now != null && task.isRunning()) {
                    soFar.accept(now);
                }
            });
            task.setOnSucceeded(event -> done.accept(task.getValue()));
            task.setOnFailed(event -> done.accept(null));
            return () -> task.cancel(true);
        };
    }

    /**
     * The replay shows {@code step} of {@code game}: "Why?" is offered if that step's move is a marked
     * mistake; the explanation of another step goes. The same step shown again (the review redraws it as
     * judgements arrive) keeps its explanation, and offers "Why?" once its move is found a mistake.
     */
    void show(Position game, int step, boolean mistake) {
        if (game.equals(shownGame) && step == shownStep) {
            available.set(available.get() || mistake && column >= 0 && !running.get() && text.get().isEmpty());
            return;
        }
        shownGame = game;
        shownStep = step;
        cancel();
        text.set("");
        topic.set(null);
        marks.clear();
        boolean disc = step > 0 && game.moves().charAt(step - 1) != Position.PASS;
        before = disc ? Position.parse(game.size(), game.moves().substring(0, step - 1)) : null;
        column = disc ? game.moves().charAt(step - 1) - '1' : -1;
        available.set(disc && mistake);
    }

    /** Asks the coach about the move on show; its words and cells follow when it has them. */
    void ask() {
        if (!available.get() || running.get()) {
            return;
        }
        running.set(true);
        text.set(words.thinking());
        cancel = explainer.explain(before, column, this::showSoFar, this::showExplanation);
    }

    /** What is known while the coach still looks for the idea: its words and cells, and that more may follow. */
    private void showSoFar(Explanation explanation) {
        if (running.get()) {
            text.set(words.stillLooking(words.text(explanation)));
            marks.setAll(words.marks(explanation));
        }
    }

    /**
     * Shows an explanation worked out before (the lesson the game-over card offered) if it is of the move on show;
     * else nothing changes.
     */
    void showExplained(Explanation explanation) {
        if (before != null && explanation.before().equals(before) && explanation.column() == column) {
            cancel();
            showExplanation(explanation);
        }
    }

    /** The coach's words and cells; for null (the coach failed), a word that it did. */
    private void showExplanation(Explanation explanation) {
        running.set(false);
        available.set(false);
        cancel = () -> { };
        text.set(explanation == null ? words.failed() : words.text(explanation));
        topic.set(explanation == null ? null : words.topic(explanation).orElse(null));
        marks.setAll(explanation == null ? List.of() : words.marks(explanation));
    }

    /** Drops an explanation still being worked out. */
    void cancel() {
        cancel.run();
        cancel = () -> { };
        running.set(false);
    }

    /** True while "Why?" can be asked: the move on show is a marked mistake not explained yet. */
    ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The explanation's words; empty before asking. */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The section of the Ideas page the explanation links to; null for none (none asked, or the fallback). */
    ReadOnlyObjectProperty<IdeaTopic> topicProperty() {
        return topic.getReadOnlyProperty();
    }

    /** The cells the explanation marks on the board. */
    ObservableList<CellMark> marks() {
        return marks;
    }
}
