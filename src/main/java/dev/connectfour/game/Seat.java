package dev.connectfour.game;

/**
 * A place at the table, fixed for a whole session, whoever moves first in a particular game
 * (that is the engine's {@link dev.connectfour.engine.board.Player}: {@code FIRST} is whoever starts).
 * Names, colours, levels and statistics belong to seats.
 *
 * <ul>
 *   <li>{@link Mode#ONE_PLAYER}: {@link #ONE} is you ("me"), {@link #TWO} the computer.</li>
 *   <li>{@link Mode#TWO_PLAYERS}: {@link #ONE} is the first named player, {@link #TWO} the second.</li>
 *   <li>{@link Mode#WATCH}: {@link #ONE} is the first computer, {@link #TWO} the second.</li>
 * </ul>
 */
public enum Seat {
    ONE,
    TWO;

    /** The other seat. */
    public Seat other() {
        return this == ONE ? TWO : ONE;
    }
}
