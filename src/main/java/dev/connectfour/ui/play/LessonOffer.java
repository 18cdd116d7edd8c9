package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SeatRole;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.Lesson;
import dev.connectfour.ui.analysis.LessonChoice;
import dev.connectfour.ui.navigation.Handoff;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.concurrent.Task;
import javafx.scene.control.Button;

/**
 * The game-over card's "Why did I lose?": once a game a person here lost is over, its lesson (the mistake that
 * teaches the most, {@link LessonChoice}) is looked for in the background. The card shows the offer beside Review
 * from the start, disabled until the lesson is found, so that no button moves or changes under the player's pointer
 * when it arrives (if none is found, the offer goes); taking it opens the review at that mistake, explained. The next
 * game drops it. Used on the FX thread.
 */
final class LessonOffer {
    /** Looks for the lesson of a lost game and hands it to {@code done} on the FX thread (empty if none, or failed). */
    @FunctionalInterface
    interface Finder {
        /** @return how to stop looking; {@code done} is not called after it */
        Runnable find(Position game, Player loser, Consumer<Optional<Lesson>> done);
    }

    private final GameSession session;
    private final ReadOnlyBooleanProperty over;
    private final Finder finder;
    private final Handoff<Lesson> handoff;
    private final ResourceBundle strings;
    private final ReadOnlyObjectWrapper<Lesson> lesson = new ReadOnlyObjectWrapper<>(this, "lesson");
    /** True while the lesson of a game lost here is looked for. */
    private final BooleanProperty seeking = new SimpleBooleanProperty(this, "seeking");
    private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper(this, "label", "");
    private final ChangeListener<Boolean> onOver = (obs, was, now) -> refresh(now);
    private Runnable stop = () -> { };

    /** @param gameOverShown true while the game-over card shows */
    LessonOffer(GameSession session, ReadOnlyBooleanProperty gameOverShown, Finder finder, Handoff<Lesson> handoff,
                ResourceBundle strings) {
        this.session = session;
        this.over = gameOverShown;
        this.finder = finder;
        this.handoff = handoff;
        this.strings = strings;
        over.addListener(onOver);
        refresh(over.get());
    }

    /** The offer on the game screen: after its card, with the application's analysis service. */
    static LessonOffer of(GameSession session, PlayViewModel model, PlayServices services, ResourceBundle strings) {
        return new LessonOffer(session, model.gameOverShownProperty(), finder(services.analysis()), services.lessons(),
                strings);
    }

    /** The finder of the application's analysis service: the coach's thread, the lesson on the FX thread. */
    static Finder finder(AnalysisService service) {
        return (game, loser, done) -> {
            Task<Optional<Lesson>> task = service.lesson(game, loser);
            task.setOnSucceeded(event -> done.accept(task.getValue()));
            task.setOnFailed(event -> done.accept(Optional.empty()));
            return () -> task.cancel(true);
        };
    }

    /** The lesson on offer; null while there is none (a game not lost here, or still being looked for). */
    ReadOnlyObjectProperty<Lesson> lessonProperty() {
        return lesson.getReadOnlyProperty();
    }

    /** The offer's words: "Why did I lose?", or between two people at this computer "Why did Red lose?". */
    ReadOnlyStringProperty labelProperty() {
        return label.getReadOnlyProperty();
    }

    /** Takes the offer: leaves the lesson for the review, then opens it with {@code openReview}. */
    void take(Runnable openReview) {
        if (lesson.get() != null) {
            handoff.put(lesson.get());
            openReview.run();
        }
    }

    /** Shows the offer on the card: visible while its lesson is looked for or found, enabled once found. */
    void bind(Button offer, Runnable openReview) {
        offer.textProperty().bind(label);
        offer.visibleProperty().bind(seeking.or(lesson.isNotNull()));
        offer.managedProperty().bind(offer.visibleProperty());
        offer.disableProperty().bind(lesson.isNull());
        offer.setOnAction(event -> take(openReview));
    }

    void dispose() {
        over.removeListener(onOver);
        stop.run();
    }

    private void refresh(boolean shown) {
        stop.run();
        stop = () -> { };
        seeking.set(false);
        lesson.set(null);
        GameResult result = session.getResult();
        if (!shown || result == null || result.winningPlayer().isEmpty()) {
            return;
        }
        Player loser = result.winningPlayer().get().opponent();
        SeatRole role = session.capabilities().role(session.getLineup().of(loser).seat());
        if (!role.playsHere()) {
            return;
        }
        label.set(role == SeatRole.YOU ? strings.getString("lesson.yours")
                : Texts.format(strings, "lesson.of", session.getLineup().of(loser).name()));
        seeking.set(true);
        stop = finder.find(session.getPosition().enginePosition(), loser, found -> {
            stop = () -> { };
            lesson.set(found.orElse(null));
            seeking.set(false);
        });
    }
}
