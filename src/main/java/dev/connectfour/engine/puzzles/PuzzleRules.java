package dev.connectfour.engine.puzzles;

/** The numbers that define the puzzles, shared by the finder, the verifier and the screens. */
public final class PuzzleRules {
    /** The longest win a puzzle asks for, in the mover's moves. */
    public static final int MAX_WIN = 12;
    /** An {@link PuzzleKind#ONLY_MOVE}: every other move loses within this many of the mover's moves... */
    public static final int QUICK_LOSS = 2;
    /** ... and the only move loses in no fewer than this many. */
    public static final int LONG_RESISTANCE = 4;
    /** The rating of an average puzzle and of a new player, on the Glicko-2 scale. */
    public static final int AVERAGE_RATING = 1500;

    private PuzzleRules() {
    }
}
