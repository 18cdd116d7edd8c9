package dev.connectfour.game.stats;

import dev.connectfour.game.Outcome;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The application's one place for statistics, shared by every session: an observable
 * {@link Statistics} value. Sessions add each finished game once; the statistics screen binds to
 * {@link #statisticsProperty()}; {@code game.store.StatisticsStore} keeps it saved.
 * Use it from the FX thread only.
 */
public final class StatisticsBook {
    private final ReadOnlyObjectWrapper<Statistics> statistics;
    /** Dates each finished game, in the player's time zone. */
    private final Clock clock;
    private final RatingBook rating;

    public StatisticsBook() {
        this(Statistics.EMPTY);
    }

    /** A book starting from saved statistics. */
    public StatisticsBook(Statistics initial) {
        this(initial, Clock.systemDefaultZone());
    }

    /** A book starting from saved statistics that dates games by {@code clock} (tests fix the day). */
    public StatisticsBook(Statistics initial, Clock clock) {
        this.statistics = new ReadOnlyObjectWrapper<>(this, "statistics", Objects.requireNonNull(initial, "initial"));
        this.clock = Objects.requireNonNull(clock, "clock");
        this.rating = new RatingBook(clock);
    }

    /** The player's game rating, kept beside the statistics. */
    public RatingBook rating() {
        return rating;
    }

    public ReadOnlyObjectProperty<Statistics> statisticsProperty() {
        return statistics.getReadOnlyProperty();
    }

    public Statistics getStatistics() {
        return statistics.get();
    }

    /** Adds one finished game of {@code moves} discs, dated today; {@code assisted} if the player had help. */
    public void record(StatisticsKey key, Outcome outcome, int moves, boolean assisted) {
        statistics.set(statistics.get().plus(new FinishedGame(LocalDate.now(clock), key, outcome, moves, assisted)));
    }

    /** Adds one finished game whose length is not known (counted, not in the history). */
    public void record(StatisticsKey key, Outcome outcome) {
        statistics.set(statistics.get().plus(key, outcome));
    }

    /** Replaces the statistics with saved ones (the application's start, before it keeps them saved). */
    public void restore(Statistics saved) {
        statistics.set(Objects.requireNonNull(saved, "saved"));
    }

    /** Forgets every game (the statistics screen's reset). */
    public void clear() {
        statistics.set(Statistics.EMPTY);
    }
}
