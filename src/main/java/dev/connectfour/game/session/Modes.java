package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;

/**
 * The registration of the kinds of game: each {@link Mode} (the identity that saved games, statistics and
 * settings name) with its {@link GameRules}. Adding a kind of game is one rules class and one line here (and its
 * constant in {@link Mode}); the switch has no default, so a constant without rules does not compile. The
 * {@link Referee} and the screens stay as they are.
 */
final class Modes {
    private Modes() {
    }

    /**
     * The rules of a session with {@code settings}; {@code remote} is the other computer's person, given for a
     * {@link Mode#NETWORK} game and for no other.
     *
     * @throws IllegalArgumentException if {@code remote} is missing for a network game or given for another
     */
    static GameRules rulesFor(GameSettings settings, RemoteSeat remote) {
        if ((settings.mode() == Mode.NETWORK) != (remote != null)) {
            throw new IllegalArgumentException(remote == null
                    ? "a network game needs its remote seat" : "only a network game has a remote seat");
        }
        return switch (settings.mode()) {
            case ONE_PLAYER -> new OnePlayerRules();
            case TWO_PLAYERS -> new TwoPlayersRules();
            case WATCH -> new WatchRules();
            case NETWORK -> new NetworkRules(remote);
        };
    }
}
