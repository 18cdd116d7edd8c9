package dev.connectfour.ui.play;

import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.DiscLook;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.layout.Pane;

/**
 * The header's two player cards: who is who (disc, name, level), whose turn it is in the {@link ShownMoment}, and the mover's
 * draining clock, which ticks audibly in its last {@value #TICK_FROM_SECONDS} seconds.
 */
final class HeaderBinding {
    static final int TICK_FROM_SECONDS = 3;

    private final PlayerCard seatOne;
    private final PlayerCard seatTwo;
    private final GameSession session;
    private final ShownMoment moment;
    private final ResourceBundle strings;
    private final SoundPlayer sound;
    private final InvalidationListener onLineup = obs -> showSides();
    private final InvalidationListener onTurn = obs -> showTurn();
    private final List<Observable> turnSources;
    private long lastTickSecond = -1;

    /** Puts a card for each seat into its slot in the header, and keeps them up to date. */
    HeaderBinding(Pane seatOneSlot, Pane seatTwoSlot, GameSession session, ShownMoment moment,
                  ResourceBundle strings, SoundPlayer sound) {
        this.seatOne = new PlayerCard();
        this.seatTwo = new PlayerCard();
        seatOneSlot.getChildren().add(seatOne);
        seatTwoSlot.getChildren().add(seatTwo);
        this.session = session;
        this.moment = moment;
        this.strings = strings;
        this.sound = sound;
        turnSources = List.of(moment.property(), session.clock().remainingMillisProperty(),
                session.clock().runningProperty(), session.pausedProperty(), session.clock().turnTimedProperty());
        session.lineupProperty().addListener(onLineup);
        turnSources.forEach(source -> source.addListener(onTurn));
        for (Seat seat : Seat.values()) {
            card(seat).clock().setManaged(session.settings().hasMoveClock()); // room kept all game long, or none
        }
        showSides();
    }

    void dispose() {
        session.lineupProperty().removeListener(onLineup);
        turnSources.forEach(source -> source.removeListener(onTurn));
    }

    private void showSides() {
        Lineup lineup = session.getLineup();
        for (Seat seat : Seat.values()) {
            Participant side = lineup.of(seat);
            // a side named after its colour ("Red", the two-player default) is not told "Red" twice
            String colour = side.name().equals(Texts.colour(strings, side.colour()))
                    ? strings.getString("card.seat." + seat) : Texts.colour(strings, side.colour());
            String detail = side.computerLevel().map(level -> Texts.format(strings, "card.detail", colour,
                    Texts.level(strings, level))).orElseGet(() -> session.settings().hasMoveClock()
                    ? Texts.format(strings, "card.detail", colour,
                            Texts.format(strings, "card.timed", session.settings().moveClockSeconds()))
                    : colour);
            card(seat).show(side, DiscLook.of(lineup, side.player()), detail);
        }
        showTurn();
    }

    /** The card of the side to move in the {@link ShownMoment} lit, and its clock shown. */
    private void showTurn() {
        boolean playing = moment.get().playing();
        Seat mover = session.sideOf(moment.get().position().toMove()).seat();
        long total = session.settings().moveClockSeconds() * 1000L;
        long remaining = session.clock().getRemainingMillis();
        for (Seat seat : Seat.values()) {
            PlayerCard card = card(seat);
            card.setToMove(playing && seat == mover);
            boolean clockShown = session.clock().isTurnTimed() && seat == mover;
            card.clock().setVisible(clockShown);
            if (clockShown) {
                card.clock().show(remaining, total);
            }
        }
        tick(remaining);
    }

    /** One tick per whole second in the last seconds of a running clock. */
    private void tick(long remaining) {
        if (!session.clock().isRunning()) {
            lastTickSecond = -1;
            return;
        }
        long second = (remaining + 999) / 1000;
        if (second <= TICK_FROM_SECONDS && second > 0 && second != lastTickSecond) {
            sound.play(Sound.CLOCK_TICK);
        }
        lastTickSecond = second;
    }

    private PlayerCard card(Seat seat) {
        return seat == Seat.ONE ? seatOne : seatTwo;
    }
}
