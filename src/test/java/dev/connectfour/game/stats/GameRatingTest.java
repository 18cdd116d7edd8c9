package dev.connectfour.game.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.store.RatingStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game rating's value, its file beside the statistics, and what a bad file does. */
class GameRatingTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 26);

    @Test
    void aWinAgainstAWeakerRungRaisesItLessThanAgainstAStrongerOne() {
        double weak = GameRating.NEW.after(1000, Outcome.WON, DAY).rating().rating();
        double strong = GameRating.NEW.after(2000, Outcome.WON, DAY).rating().rating();
        assertTrue(GameRating.NEW.rating().rating() < weak && weak < strong, weak + " " + strong);
        assertTrue(GameRating.NEW.after(1500, Outcome.LOST, DAY).rating().rating() < 1500);
    }

    @Test
    void itsHistoryIsBounded() {
        GameRating rating = GameRating.NEW;
        for (int i = 0; i < GameRating.MAX_HISTORY + 5; i++) {
            rating = rating.after(1400, i % 3 == 0 ? Outcome.LOST : Outcome.WON, DAY.plusDays(i / 10));
        }
        assertEquals(GameRating.MAX_HISTORY + 5, rating.games());
        assertEquals(GameRating.MAX_HISTORY, rating.history().size());
    }

    @Test
    void theStoreKeepsItBesideTheStatisticsAndABadFileIsKeptAsideNotLost(@TempDir Path dir) throws IOException {
        RatingStore store = new RatingStore(dir);
        StatisticsBook book = new StatisticsBook();
        store.keepSaved(book.rating());
        book.rating().rate(dev.connectfour.engine.players.ComputerLevel.EASY, Outcome.WON);
        assertEquals(book.rating().getRating().games(), store.load().value().games());
        assertEquals(dir.resolve("game-rating.txt"), store.file());

        Files.writeString(store.file(), "connect-four-game-rating 1\nrating 1500 nonsense\n", StandardCharsets.UTF_8);
        LoadResult<GameRating> bad = store.load();
        assertEquals(GameRating.NEW, bad.value());
        assertTrue(bad.problem().contains("line 2"), bad.problem());
        assertTrue(bad.keptAsPath().isPresent() && Files.readString(bad.keptAsPath().get()).contains("nonsense"),
                "the bad file is kept aside");
    }
}
