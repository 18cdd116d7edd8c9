package dev.connectfour.game;

import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The application's one place for statistics, shared by every session: an observable
 * {@link Statistics} value. Sessions add each finished game once; the statistics screen binds to
 * {@link #statisticsProperty()}; saving (a later issue) writes {@link Statistics#toText()}.
 * Use it from the FX thread only.
 */
public final class StatisticsBook {
    private final ReadOnlyObjectWrapper<Statistics> statistics;

    public StatisticsBook() {
        this(Statistics.EMPTY);
    }

    /** A book starting from saved statistics. */
    public StatisticsBook(Statistics initial) {
        this.statistics = new ReadOnlyObjectWrapper<>(this, "statistics", Objects.requireNonNull(initial, "initial"));
    }

    public ReadOnlyObjectProperty<Statistics> statisticsProperty() {
        return statistics.getReadOnlyProperty();
    }

    public Statistics getStatistics() {
        return statistics.get();
    }

    /** Adds one finished game. */
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
