package dev.connectfour.net;

/** The two ends of a network match: the host (who chose the settings and keeps the rules and clocks) and its guest. */
public enum Side {
    HOST,
    GUEST;

    public Side other() {
        return this == HOST ? GUEST : HOST;
    }
}
