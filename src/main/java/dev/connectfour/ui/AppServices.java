package dev.connectfour.ui;

import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.ui.preferences.SettingsStore;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What the screens need from outside, made once by the application (tests pass seeded computers, a
 * hand-driven clock, a temporary settings directory and a recording sound player).
 *
 * @param settingsStore   where the UI settings live
 * @param statisticsStore where the statistics of {@code session}'s book are loaded from at start and kept saved
 * @param gameStore       where the game in progress is kept when the window closes, to offer on the next start
 * @param files           asks the player which game file to save to or open
 * @param sound         the sound effects
 * @param session       computer players, background executor, time, randomness, statistics for every game
 * @param tickers       a fresh {@link Ticker} for each game session
 */
public record AppServices(SettingsStore settingsStore, StatisticsStore statisticsStore,
                          SavedGameStore gameStore, GameFileChooser files, SoundPlayer sound, SessionServices session,
                          Supplier<Ticker> tickers) {
    public AppServices {
        Objects.requireNonNull(settingsStore, "settingsStore");
        Objects.requireNonNull(statisticsStore, "statisticsStore");
        Objects.requireNonNull(gameStore, "gameStore");
        Objects.requireNonNull(files, "files");
        Objects.requireNonNull(sound, "sound");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(tickers, "tickers");
    }
}
