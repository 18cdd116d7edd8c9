package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Capabilities.Permission;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;

/**
 * Two computers, named, play while the player watches with the analysis on: nobody here moves, takes back or
 * resigns ({@link Refusal#WATCHING}); the player may pause the show and start another. Counted under both levels,
 * apart from the games people play; not kept to resume.
 */
final class WatchRules implements GameRules {
    private static final Capabilities CAPABILITIES = new Capabilities(SeatRole.NAMED_COMPUTER,
            SeatRole.NAMED_COMPUTER, EnumSet.of(Permission.PAUSE, Permission.RESTART, Permission.HINT,
                    Permission.ANALYSIS_DURING_GAME, Permission.ANALYSIS_AT_START, Permission.REPLACE,
                    Permission.STANDS_STILL_FOR_THIS_SCREEN), Refusal.WATCHING);

    @Override
    public Mode mode() {
        return Mode.WATCH;
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Refusal refusalOfPlayerCommands() {
        return Refusal.WATCHING;
    }

    @Override
    public StatisticsKey statisticsKey(GameSettings settings, Lineup lineup) {
        return StatisticsKey.watched(lineup.of(Seat.ONE).level(), lineup.of(Seat.TWO).level(), settings.boardSize());
    }
}
