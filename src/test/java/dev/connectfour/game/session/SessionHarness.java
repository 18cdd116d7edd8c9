package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** A session wired to a manual clock, a chosen executor, scripted players and an event log. */
final class SessionHarness {
    /** A drawn 7x6 game (the engine tests' known draw), 1-based digits. */
    static final String DRAW = "165775322175245373465547417441226311263663";

    final ManualTime time = new ManualTime();
    final StatisticsBook statistics = new StatisticsBook();
    final Map<ComputerLevel, ComputerPlayer> players = new HashMap<>();
    final List<Object> events = new ArrayList<>();
    BackgroundExecutor executor = new SynchronousExecutor();
    RandomGenerator random = new SplittableRandom(1);
    GameSession session;

    /** Scripts the player made for {@code level}, columns as 1-based digits. */
    SessionHarness script(ComputerLevel level, String digits) {
        players.put(level, ScriptedPlayer.ofDigits(level, digits));
        return this;
    }

    SessionHarness deferred() {
        executor = new DeferredExecutor();
        return this;
    }

    DeferredExecutor deferredExecutor() {
        return (DeferredExecutor) executor;
    }

    ScriptedPlayer player(ComputerLevel level) {
        return (ScriptedPlayer) players.get(level);
    }

    /** Creates (without starting) the session. */
    GameSession create(GameSettings settings) {
        session = new GameSession(settings, services(), time);
        session.addListener(new SessionListener() {
            @Override
            public void turnLost(TurnLost event) {
                events.add(event);
            }

            @Override
            public void gameOver(GameResult result) {
                events.add(result);
            }
        });
        return session;
    }

    /** The services of the session: the scripted players, the executor, the manual time, the statistics. */
    SessionServices services() {
        return new SessionServices(level -> {
            ComputerPlayer player = players.get(level);
            if (player == null) {
                throw new IllegalStateException("no scripted player for " + level);
            }
            return player;
        }, executor, time, random, statistics);
    }

    /** Creates and starts the session. */
    GameSession start(GameSettings settings) {
        create(settings).start();
        return session;
    }

    /** Plays 1-based digits as the person to move, each accepted. */
    void play(String digits) {
        for (char c : digits.toCharArray()) {
            CommandResult result = session.play(c - '1');
            if (!result.isAccepted()) {
                throw new AssertionError("move " + c + " refused: " + result + " after \""
                        + session.getPosition().notation() + "\"");
            }
        }
    }

    /** Plays a person's move, then lets the computer's delay pass so its reply drops. */
    void playAndWaitForReply(String digits) {
        for (char c : digits.toCharArray()) {
            play(String.valueOf(c));
            time.advance(session.settings().computerDelayMillis());
        }
    }

    List<GameResult> results() {
        return events.stream().filter(GameResult.class::isInstance).map(GameResult.class::cast).toList();
    }

    List<TurnLost> lostTurns() {
        return events.stream().filter(TurnLost.class::isInstance).map(TurnLost.class::cast).toList();
    }
}
