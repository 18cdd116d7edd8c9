package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Capabilities.Permission;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;

/** Two people at this computer, named, taking turns: the side to move resigns; counted from seat one's side. */
final class TwoPlayersRules implements GameRules {
    private static final Capabilities CAPABILITIES = new Capabilities(SeatRole.PLAYER_HERE, SeatRole.PLAYER_HERE,
            EnumSet.complementOf(EnumSet.of(Permission.ANALYSIS_AT_START)), null);

    @Override
    public Mode mode() {
        return Mode.TWO_PLAYERS;
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
    public StatisticsKey statisticsKey(GameSettings settings, Lineup lineup) {
        return new StatisticsKey(Mode.TWO_PLAYERS, null, settings.boardSize());
    }
}
