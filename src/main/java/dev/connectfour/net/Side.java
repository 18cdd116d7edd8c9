package dev.connectfour.net;

/** The two ends of a network match: the host (who chose the settings and keeps the rules and clocks) and its guest. */
public enum Side {
    HOST,
    GUEST;

    public Side other() {
        return this == HOST ? GUEST : HOST;
    }

    /**
     * The mark on this side's discs, the one rule of every screen of a match: the host's discs carry a ring, the
     * guest's a cross, in every game whoever starts. A terminal writes them {@code O} and {@code X}; a window paints
     * the host's discs red and the guest's yellow, and red's mark is the ring (see the game's network package).
     */
    public char textMark() {
        return this == HOST ? 'O' : 'X';
    }
}
