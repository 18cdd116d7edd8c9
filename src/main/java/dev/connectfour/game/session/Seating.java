package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.RatingBook;
import java.util.EnumMap;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Who plays: the {@link Mover} of each seat for the whole session, who starts each game (by
 * {@link GameSettings#starter()}), and so each game's {@link Lineup}. This is the one place that says
 * what kind of player sits in a seat: the computer where the settings give a level, else whoever the
 * {@link GameRules} seat there ({@link GameRules#personIn}: a person here, or one elsewhere).
 *
 * <p><b>Adaptive play</b> (when {@link GameSettings#adaptive()} is on): the first game is played at the level
 * chosen, each next one against the rung of the computer ladder nearest your game rating, as the game that
 * just ended left it ({@link RatingBook#nearestRung()}).
 */
final class Seating {
    private final GameSettings settings;
    private final RandomGenerator random;
    private final Map<Seat, Mover> movers = new EnumMap<>(Seat.class);
    /** The computer that follows your rating from game to game; null unless adaptive. */
    private final ComputerMover adaptive;
    private final RatingBook rating;
    private Seat lastStarter;

    Seating(GameSettings settings, SessionServices services, Scheduler scheduler, GameRules rules) {
        this.settings = settings;
        this.random = services.random();
        this.rating = services.statistics().rating();
        for (Seat seat : Seat.values()) {
            movers.put(seat, settings.level(seat)
                    .<Mover>map(level -> new ComputerMover(level, services, scheduler, settings.computerDelayMillis()))
                    .orElseGet(() -> rules.personIn(seat)));
        }
        // the settings allow adaptive play only against the computer in seat two
        adaptive = settings.adaptive() ? (ComputerMover) movers.get(Seat.TWO) : null;
    }

    Mover moverOf(Seat seat) {
        return movers.get(seat);
    }

    /** The lineup with {@code starter} moving first. */
    Lineup lineupFor(Seat starter) {
        return new Lineup(participant(starter, Player.FIRST), participant(starter.other(), Player.SECOND));
    }

    /** The lineup of a new game; {@code starter} null: chosen by {@link GameSettings#starter()}. */
    Lineup nextGame(Seat starterOrNull) {
        Seat starter = starterOrNull != null ? starterOrNull : chooseStarter();
        lastStarter = starter;
        return lineupFor(starter);
    }

    /** Notes that a game ended (rated already): an adaptive computer plays the next at the rung nearest your rating. */
    void gameOver() {
        if (adaptive != null) {
            adaptive.playAt(rating.nearestRung().level());
        }
    }

    /** Ends whatever turn is under way, whoever's it is. */
    void endTurns() {
        movers.values().forEach(Mover::endTurn);
    }

    void close() {
        movers.values().forEach(Mover::close);
    }

    private Seat chooseStarter() {
        switch (settings.starter()) {
            case SEAT_ONE: return Seat.ONE;
            case SEAT_TWO: return Seat.TWO;
            case ALTERNATE: return lastStarter == null ? Seat.ONE : lastStarter.other();
            default: return random.nextBoolean() ? Seat.ONE : Seat.TWO;
        }
    }

    private Participant participant(Seat seat, Player player) {
        return new Participant(seat, player, settings.name(seat), settings.colour(seat), movers.get(seat).level());
    }
}
