package dev.connectfour.engine.puzzles;

import java.util.Locale;

/**
 * What a puzzle asks, decided by the value of its position for the side to move (so a position has one kind):
 * a won position is a {@link #WIN}, a drawn one {@link #DRAW}, a lost one {@link #ONLY_MOVE}.
 */
public enum PuzzleKind {
    /** Win in N: exactly one move wins; after every slowest-loss reply exactly one move keeps the win in time. */
    WIN("win"),
    /** Hold the draw: the position is a draw and exactly one move keeps it. */
    DRAW("draw"),
    /**
     * The only move: the position is lost, every move but one loses within {@link PuzzleRules#QUICK_LOSS} of the
     * mover's moves, and that one holds out at least {@link PuzzleRules#LONG_RESISTANCE}.
     */
    ONLY_MOVE("only-move");

    private final String id;

    PuzzleKind(String id) {
        this.id = id;
    }

    /** The name in the puzzle file and {@code puzzles export}: {@code win}, {@code draw}, {@code only-move}. */
    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException naming the text and the accepted names */
    public static PuzzleKind parse(String text) {
        for (PuzzleKind kind : values()) {
            if (kind.id.equals(text.toLowerCase(Locale.ROOT))) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown puzzle kind '" + text + "' (expected win, draw or only-move)");
    }
}
