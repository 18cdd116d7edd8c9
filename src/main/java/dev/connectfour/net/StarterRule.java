package dev.connectfour.net;

/** Who moves first in each game of a match, chosen by the host. */
public enum StarterRule {
    HOST,
    GUEST,
    /** The guest's turn to start after the host's, and so on; the first game: the host. */
    ALTERNATE,
    /** Drawn by the host for every game. */
    RANDOM
}
