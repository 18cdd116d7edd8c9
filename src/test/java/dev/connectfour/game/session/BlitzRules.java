package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Capabilities.Permission;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;

/**
 * A kind of game that exists only in the tests, to show the seam a new one plugs into (puzzles will be the next):
 * blitz between two people at this computer. No pause and no taking back, and the clock runs while a disc falls.
 * It is this class and nothing else: in production it would be one more line in {@link Modes} (and its
 * {@link Mode} constant); here {@link GameRulesTest} hands it to the session through the same constructor that
 * {@link Modes} feeds. The {@link Referee} does not change.
 */
final class BlitzRules implements GameRules {
    private static final Capabilities CAPABILITIES = new Capabilities(SeatRole.PLAYER_HERE, SeatRole.PLAYER_HERE,
            EnumSet.of(Permission.RESTART, Permission.HINT, Permission.ANALYSIS_DURING_GAME, Permission.REPLACE),
            Refusal.NOT_YOUR_TURN);

    @Override
    public Mode mode() {
        return Mode.TWO_PLAYERS; // a real mode has a constant of its own
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Seat resigner(Seat toMove) {
        return toMove;
    }

    @Override
    public boolean clockRuns(SessionState state, Pauses pauses) {
        return state == SessionState.HUMAN_TO_MOVE && !pauses.isPaused();
    }

    @Override
    public StatisticsKey statisticsKey(GameSettings settings, Lineup lineup) {
        return new StatisticsKey(Mode.TWO_PLAYERS, null, settings.boardSize());
    }
}
