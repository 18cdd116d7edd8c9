package dev.connectfour.engine.board;

/** The two sides. {@link #FIRST} always makes the first move. */
public enum Player {
    FIRST,
    SECOND;

    /** The other side. */
    public Player opponent() {
        return this == FIRST ? SECOND : FIRST;
    }
}
