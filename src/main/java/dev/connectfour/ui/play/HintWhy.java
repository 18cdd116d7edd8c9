package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Position;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.MoveReason;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.CellMark;
import dev.connectfour.ui.coach.CoachWords;
import dev.connectfour.ui.coach.IdeaLink;
import dev.connectfour.ui.coach.IdeaTopic;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The hint's "Why this move?": offered while the hint marks a column, it asks the coach what that move does and
 * shows the coach's words (as the review's "Why?" words them), the cells they name on the board and the idea they
 * link to; the next position shown takes the hint away, and the explanation with it. Asking adds no help of its own:
 * the hint already counted the game as assisted. Used on the FX thread.
 */
final class HintWhy {
    /** Works out why a move is good and hands it to {@code done} (null if that failed); returns how to cancel it. */
    @FunctionalInterface
    interface Reasoner {
        Runnable reason(Position before, int column, Consumer<MoveReason> done);
    }

    private final ReadOnlyIntegerProperty hintColumn;
    private final Supplier<Position> position;
    private final Reasoner reasoner;
    private final Supplier<CoachWords> words;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyObjectWrapper<IdeaTopic> topic = new ReadOnlyObjectWrapper<>(this, "topic");
    private final ObservableList<CellMark> marks = FXCollections.observableArrayList();
    private final ChangeListener<Number> onHint = (obs, old, column) -> reset();
    private Runnable cancel = () -> { };

    /**
     * @param hintColumn the column the hint marks, -1 for none
     * @param position   the position on show, which the hint is for
     * @param words      the coach's words for the game on show (its sides' colours)
     */
    HintWhy(ReadOnlyIntegerProperty hintColumn, Supplier<Position> position, Reasoner reasoner, Supplier<CoachWords> words) {
        this.hintColumn = hintColumn;
        this.position = position;
        this.reasoner = reasoner;
        this.words = words;
        hintColumn.addListener(onHint);
        reset();
    }

    /**
     * The game screen's: over its view model's hint and the coach's thread of the analysis service, shown in {@code row}
     * (the button, then the words and the link to their idea) and on {@code board} (the cells).
     */
    static HintWhy install(HBox row, BoardView board, PlayViewModel model, GameSession session, PlayServices services,
                           Runnable openHelp) {
        Supplier<CoachWords> words = () -> CoachWords.in(services.settings().locale(), session.getLineup());
        Supplier<Position> shown = () -> session.getPosition().enginePosition();
        HintWhy why = new HintWhy(model.hintColumnProperty(), shown, (before, column, done) -> {
            Task<MoveReason> task = services.analysis().reason(before, column);
            task.setOnSucceeded(event -> done.accept(task.getValue()));
            task.setOnFailed(event -> done.accept(null));
            return () -> task.cancel(true);
        }, words);
        CoachWords labels = words.get(); // the button's and the link's words, which name no side
        Button ask = new Button(labels.askAboutHint());
        ask.getStyleClass().add("hint-why-button");
        ask.setId("hintWhyButton");
        ask.setMinWidth(Region.USE_PREF_SIZE);
        ask.setTooltip(new Tooltip(labels.askAboutHintTip()));
        ask.visibleProperty().bind(why.availableProperty());
        ask.managedProperty().bind(ask.visibleProperty());
        ask.setOnAction(event -> {
            why.ask();
            board.requestFocus(); // the button goes: the keys go back to the board
        });
        Label text = new Label();
        text.getStyleClass().add("hint-why");
        text.setId("hintWhyLabel");
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        text.textProperty().bind(why.textProperty());
        text.managedProperty().bind(why.textProperty().isNotEmpty());
        Hyperlink idea = new Hyperlink();
        idea.getStyleClass().add("idea-link");
        idea.setMinWidth(Region.USE_PREF_SIZE);
        IdeaLink.bind(idea, why.topicProperty(), labels, services.topics(), openHelp);
        row.getChildren().setAll(ask, text, idea);
        Bindings.bindContent(board.markedCells(), why.marks());
        return why;
    }

    /** True while "Why this move?" can be asked: the hint marks a column not explained yet. */
    ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** The coach's words about the hinted move; empty before asking. */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The section of the Ideas page the words link to; null for none. */
    ReadOnlyObjectProperty<IdeaTopic> topicProperty() {
        return topic.getReadOnlyProperty();
    }

    /** The cells the words name, the hinted move in the hint's colour. */
    ObservableList<CellMark> marks() {
        return marks;
    }

    /** Asks the coach about the hinted move; its words and cells follow when it has them. */
    void ask() {
        if (!available.get()) {
            return;
        }
        available.set(false);
        CoachWords coach = words.get();
        text.set(coach.thinking());
        cancel = reasoner.reason(position.get(), hintColumn.get(), reason -> {
            cancel = () -> { };
            text.set(reason == null ? coach.failed() : coach.text(reason));
            topic.set(reason == null ? null : coach.topic(reason).orElse(null));
            marks.setAll(reason == null ? List.of() : coach.marks(reason));
        });
    }

    void dispose() {
        hintColumn.removeListener(onHint);
        cancel.run();
    }

    private void reset() {
        cancel.run();
        cancel = () -> { };
        text.set("");
        topic.set(null);
        marks.clear();
        available.set(hintColumn.get() >= 0);
    }
}
