package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Capabilities.Permission;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;

/** You (seat one) against the computer (seat two): every help allowed, counted against the computer's level. */
final class OnePlayerRules implements GameRules {
    private static final Capabilities CAPABILITIES = new Capabilities(SeatRole.YOU, SeatRole.COMPUTER,
            EnumSet.complementOf(EnumSet.of(Permission.ANALYSIS_AT_START)), null);

    @Override
    public Mode mode() {
        return Mode.ONE_PLAYER;
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** Under the level the computer played this game at (an adaptive computer changes it between games). */
    @Override
    public StatisticsKey statisticsKey(GameSettings settings, Lineup lineup) {
        return new StatisticsKey(Mode.ONE_PLAYER, lineup.of(Seat.TWO).level(), settings.boardSize());
    }

    /** You against the computer: the game rating's games. */
    @Override
    public boolean ratesThePlayer() {
        return true;
    }
}
