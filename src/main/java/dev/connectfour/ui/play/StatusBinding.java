package dev.connectfour.ui.play;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.Label;

/**
 * The header's status line ("Your turn", "Thinking…", "Red's turn") and the note under it ("Yellow
 * lost the turn: time ran out", the move clock's start), and the message that adaptive play raised the
 * computer's level. Both lines say the {@link ShownMoment}, as the cards and the analysis do: a disc in flight
 * counts as played, and the game's end shows with the card.
 */
final class StatusBinding {
    private final Label status;
    private final Label note;
    private final ShownMoment moment;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Notices notices;
    private final InvalidationListener onChange = obs -> refresh();
    private final ChangeListener<Lineup> onLineup = (obs, old, now) -> announceLevelUp(old, now);
    private final List<Observable> sources;

    StatusBinding(Label status, Label note, ShownMoment moment, GameSession session, ResourceBundle strings,
            Notices notices) {
        this.status = status;
        this.note = note;
        this.notices = notices;
        this.moment = moment;
        this.session = session;
        this.strings = strings;
        sources = List.of(moment.property(), session.pausedProperty());
        sources.forEach(source -> source.addListener(onChange));
        session.lineupProperty().addListener(onLineup);
        refresh();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
        session.lineupProperty().removeListener(onLineup);
    }

    private void refresh() {
        status.setText(StatusText.of(strings, session, moment.get()));
        note.setText(StatusText.note(strings, session, moment.get()));
    }
    /** Adaptive play: the computer got a level harder after your win. */
    private void announceLevelUp(Lineup old, Lineup now) {
        ComputerLevel before = old == null ? null : old.of(Seat.TWO).level();
        ComputerLevel after = now.of(Seat.TWO).level();
        if (session.settings().adaptive() && before != null && after != null && !before.equals(after)) {
            notices.show(Texts.format(strings, "levelUp", Texts.level(strings, after)));
        }
    }
}
