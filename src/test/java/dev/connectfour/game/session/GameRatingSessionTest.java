package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.GameRating;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The player's game rating as sessions move it: a game against a rung of the ladder played to its end
 * without help is rated; an assisted one, a custom depth or another board are not; a rated game given up
 * for a new one counts as a loss. The computer stacks column 2, the player wins with 1111.
 */
class GameRatingSessionTest {
    private final SessionHarness h = new SessionHarness().script(ComputerLevel.EASY, "22222");

    private GameRating rating() {
        return h.statistics.rating().getRating();
    }

    private void winWith(GameSession session) {
        for (char column : "1111".toCharArray()) {
            h.playAndWaitForReply(String.valueOf(column));
        }
        assertTrue(session.getState() == SessionState.GAME_OVER);
    }

    @Test
    void aCleanWinAgainstARungRaisesTheRatingAndAddsAPointToItsHistory() {
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
        h.playAndWaitForReply("1");
        assertTrue(session.isRatedGameInProgress(), "a turn played: a new game now would count as a loss");
        for (char column : "111".toCharArray()) {
            h.playAndWaitForReply(String.valueOf(column));
        }
        assertEquals(1, rating().games());
        assertTrue(rating().rating().rating() > GameRating.NEW.rating().rating(), rating().toString());
        assertEquals(1, rating().history().size());
    }

    @Test
    void anAssistedGameIsNotRated() {
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
        session.recordHelp(Help.HINT);
        assertFalse(session.isRatedGameInProgress(), "the player is no longer told it would count");
        winWith(session);
        assertEquals(GameRating.NEW, rating());
        assertEquals(1, h.statistics.getStatistics().history().size(), "the statistics still count it");
    }

    @Test
    void aComputerOffTheLadderOrAnotherBoardIsNotRated() {
        h.script(ComputerLevel.custom(3), "22222");
        GameSession custom = h.start(GameSettings.onePlayer(ComputerLevel.custom(3)));
        assertFalse(custom.isRatedGameInProgress());
        winWith(custom);
        h.script(ComputerLevel.EASY, "22222");
        GameSession smallBoard = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withBoardSize(new BoardSize(6, 5)));
        assertFalse(smallBoard.isRatedGameInProgress());
        winWith(smallBoard);
        assertEquals(GameRating.NEW, rating());
    }

    @Test
    void aRatedGameGivenUpForANewOneCountsAsALossButAFinishedOneDoesNotAgain() {
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
        h.playAndWaitForReply("1");
        assertTrue(session.restart().isAccepted());
        assertEquals(1, rating().games());
        assertTrue(rating().rating().rating() < GameRating.NEW.rating().rating(), rating().toString());
        assertEquals(0, h.statistics.getStatistics().history().size(), "the statistics do not count it");

        winWith(session);
        GameRating afterWin = rating();
        assertTrue(session.restart().isAccepted());
        assertEquals(afterWin, rating(), "a finished game is not given up");
    }

    @Test
    void aNewGameBeforeAnyTurnGivesUpNothing() {
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
        assertFalse(session.isRatedGameInProgress(), "nothing played: the player is not told it would count");
        assertTrue(session.restart().isAccepted());
        assertEquals(GameRating.NEW, rating(), "and it does not count");
    }

    @Test
    void aKeptGameGivenUpCountsAsALossOnlyIfItIsRated() {
        GamePosition twoDiscs = GamePosition.fromMoves(BoardSize.STANDARD, "44");
        GameSettings easy = GameSettings.onePlayer(ComputerLevel.EASY);
        SavedGame rated = new SavedGame(easy, Seat.ONE, twoDiscs);
        assertTrue(SessionSnapshots.isRated(rated));
        for (SavedGame unrated : List.of(new SavedGame(easy, Seat.ONE, twoDiscs, Set.of(Help.UNDO)),
                new SavedGame(easy, Seat.ONE, GamePosition.empty(BoardSize.STANDARD)),
                new SavedGame(GameSettings.onePlayer(ComputerLevel.custom(3)), Seat.ONE, twoDiscs),
                new SavedGame(GameSettings.twoPlayers(false), Seat.ONE, twoDiscs))) {
            assertFalse(SessionSnapshots.isRated(unrated), unrated.toString());
            SessionSnapshots.giveUp(unrated, h.statistics);
        }
        assertEquals(GameRating.NEW, rating(), "unrated games given up leave the rating alone");

        SessionSnapshots.giveUp(rated, h.statistics);
        assertEquals(1, rating().games());
        assertTrue(rating().rating().rating() < GameRating.NEW.rating().rating(), "a loss: " + rating());
    }
}
