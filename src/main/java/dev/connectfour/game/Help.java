package dev.connectfour.game;

/**
 * The help a player can have during a game. <b>Assisted</b>, the one rule: a game in which any of it was used,
 * even once, is an assisted game; it is counted so in the statistics, and whatever judges a player's own
 * strength (ratings) leaves it out the same way. The session keeps the rule ({@code GameSession.isAssisted()}):
 * an undo it notes itself; the hint and the analysis, which the screens search, are told to it with
 * {@code GameSession.recordHelp(Help)}. A saved game keeps the help used in it ({@link SavedGame#helpUsed()}),
 * so a game resumed stays assisted.
 */
public enum Help {
    /** The column the perfect player would choose, marked on the board (H). */
    HINT,
    /** Every column's perfect value, shown over the board (A), or the review of the game in progress. */
    ANALYSIS,
    /** A turn taken back. */
    UNDO
}
