package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one rule of {@link Help}: a game in which a hint, the analysis or an undo was used is assisted, and the
 * statistics count it so; a game without any is a clean win. Each game is written as the player's moves
 * (1-based columns) against a computer that stacks column 2, with {@code h} for a hint asked before the next
 * move, {@code a} for the analysis shown, {@code u} for an undo.
 */
class AssistedGamesTest {
    private static final StatisticsKey EASY = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY,
            GameSettings.onePlayer(ComputerLevel.EASY).boardSize());
    private final SessionHarness h = new SessionHarness().script(ComputerLevel.EASY, "22222");

    @ParameterizedTest(name = "{0}: assisted by {1}")
    @CsvSource({
        "1111,      ''",
        "h1h1h1h1,  HINT",
        "1a111,     ANALYSIS",
        "11u111,    UNDO",
        "h11u1a11,  HINT ANALYSIS UNDO",
    })
    void aWonGameIsAssistedExactlyWhenHelpWasUsed(String game, String help) {
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
        for (char step : game.toCharArray()) {
            switch (step) {
                case 'h' -> session.recordHelp(Help.HINT);
                case 'a' -> session.recordHelp(Help.ANALYSIS);
                case 'u' -> assertTrue(session.undo().isAccepted(), "undo after " + session.getPosition().notation());
                default -> h.playAndWaitForReply(String.valueOf(step));
            }
        }
        Set<Help> expected = EnumSet.noneOf(Help.class);
        for (String kind : help.split(" ")) {
            if (!kind.isBlank()) {
                expected.add(Help.valueOf(kind));
            }
        }

        assertEquals(Outcome.WON, session.getResult().outcomeFor(Seat.ONE), "the player won " + game);
        assertEquals(expected, session.helpUsed());
        assertEquals(!expected.isEmpty(), session.isAssisted());
        Tally tally = h.statistics.getStatistics().tally(EASY);
        assertEquals(1, tally.won());
        assertEquals(expected.isEmpty() ? 0 : 1, tally.assisted(), "Assisted in the statistics after " + game);
        assertEquals(!expected.isEmpty(), h.statistics.getStatistics().history().get(0).assisted());
    }
}
