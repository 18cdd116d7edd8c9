package dev.connectfour.game.stats;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.Outcome;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The application's one place for the player's {@link GameRating}, beside the {@link StatisticsBook}
 * that holds it: sessions rate each rated game once, the screens bind to {@link #ratingProperty()},
 * {@code game.store.RatingStore} keeps it saved. Use it from the FX thread only.
 *
 * <p>Rated: a game of yours against a rung of the computer ladder on the standard board, played to its
 * end without help (the same rule as the statistics' "assisted"), or given up for a new game (a loss).
 */
public final class RatingBook {
    private final ReadOnlyObjectWrapper<GameRating> rating = new ReadOnlyObjectWrapper<>(this, "rating", GameRating.NEW);
    private final Clock clock;

    RatingBook(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public ReadOnlyObjectProperty<GameRating> ratingProperty() {
        return rating.getReadOnlyProperty();
    }

    public GameRating getRating() {
        return rating.get();
    }

    /** The rung a game against {@code level} is rated against, if it is on the ladder. */
    public static Optional<Ladder.Rung> opponent(ComputerLevel level) {
        return level == null ? Optional.empty() : Ladder.rungOf(level);
    }

    /** Moves the rating by a rated game against {@code level}'s rung, today; nothing if it is not on the ladder. */
    public void rate(ComputerLevel level, Outcome outcome) {
        opponent(level).ifPresent(rung -> rating.set(rating.get().after(rung.rating(), outcome, LocalDate.now(clock))));
    }

    /** The rung whose rating is nearest the player's: adaptive play's opponent. */
    public Ladder.Rung nearestRung() {
        return Ladder.nearest(rating.get().rating().rating());
    }

    /** Replaces the rating with a saved one (the application's start, before it keeps it saved). */
    public void restore(GameRating saved) {
        rating.set(Objects.requireNonNull(saved, "saved"));
    }
}
