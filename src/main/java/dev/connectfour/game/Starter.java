package dev.connectfour.game;

/**
 * Who makes the first move of a game. In {@link Mode#ONE_PLAYER} the setup screen shows
 * {@link #SEAT_ONE} as "me" and {@link #SEAT_TWO} as "the computer"; in {@link Mode#TWO_PLAYERS}
 * they are the first and the second named player.
 */
public enum Starter {
    /** Seat one (you, the first named player, the first computer) always starts. */
    SEAT_ONE,
    /** Seat two (the computer, the second named player, the second computer) always starts. */
    SEAT_TWO,
    /** Seat one starts the first game of a session, then the seats take turns starting. */
    ALTERNATE,
    /** Each game, a fair coin (the session's injected random generator) picks who starts. */
    RANDOM
}
