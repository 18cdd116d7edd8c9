package dev.connectfour.engine.puzzles;

import java.util.List;
import java.util.Optional;

/**
 * What the {@link PuzzleFinder} made of one position: a puzzle, or the reason it is none. The bracket is known
 * once the position's value is (a puzzle there would have that kind and length); {@link #UNKNOWN} before that.
 *
 * @param bracket   {@link #bracket(PuzzleKind, int)} of the position's value, or {@link #UNKNOWN}
 * @param puzzle    the proven puzzle, empty when rejected
 * @param rejection why it is none, null for a puzzle
 */
public record Finding(String bracket, Optional<Puzzle> puzzle, Rejection rejection) {
    /** The bracket of a position whose value was not reached. */
    public static final String UNKNOWN = "?";

    /** The brackets, in the order reports list them. */
    public static final List<String> BRACKETS =
            List.of("win-1", "win-2", "win-3-4", "win-5-7", "win-8+", "draw", "only-move", UNKNOWN);

    /** Why a position is no puzzle; the rules behind each are those of {@link PuzzleKind}. */
    public enum Rejection {
        /** More than one move keeps the position's value at the start (for a lost one: several slowest losses). */
        NOT_UNIQUE("not-unique"),
        /** A won position where one move wins fastest, but others win too, more slowly: the start is not unique. */
        SLOWER_WINS("slower-wins"),
        /**
         * After the solution and some slowest-loss reply, more than one move wins within the moves left, with moves
         * still to come (the first such step the finder met).
         */
        NOT_UNIQUE_LATER("later-not-unique"),
        /**
         * After a slowest-loss reply to the mover's second-last move, two moves connect four at once: the reply blocked
         * neither of two threats side by side (every reply loses at once there, so every reply is a slowest loss).
         */
        NOT_UNIQUE_AT_END("end-not-unique"),
        /** A win longer than {@link PuzzleRules#MAX_WIN} of the mover's moves. */
        TOO_LONG("too-long"),
        /** The tree of slowest-loss replies needed more analyses than the finder's budget. */
        PROOF_TOO_BIG("budget"),
        /** A lost position where another move does not lose within {@link PuzzleRules#QUICK_LOSS}. */
        OTHERS_HOLD("others-hold"),
        /** A lost position whose only move loses sooner than {@link PuzzleRules#LONG_RESISTANCE}: too short. */
        TOO_SHORT("too-short"),
        /** The solver's deadline for the position passed first. */
        TOO_SLOW("too-slow"),
        /** Fewer than {@link PuzzleFinder#MIN_CHOICES} playable columns, the empty board or an ended game. */
        NO_CHOICE("no-choice");

        private final String id;

        Rejection(String id) {
            this.id = id;
        }

        /** The reason's name in the generator's report and progress file. */
        public String id() {
            return id;
        }
    }

    /** A proven puzzle. */
    static Finding of(Puzzle puzzle) {
        return new Finding(bracket(puzzle.kind(), puzzle.moves()), Optional.of(puzzle), null);
    }

    /** A rejection. */
    static Finding rejected(String bracket, Rejection rejection) {
        return new Finding(bracket, Optional.empty(), rejection);
    }

    /** The bracket a puzzle of {@code kind} and length {@code n} counts in: for a win its length, else the kind. */
    public static String bracket(PuzzleKind kind, int n) {
        if (kind != PuzzleKind.WIN) {
            return kind.id();
        }
        return "win-" + (n <= 2 ? String.valueOf(n) : n <= 4 ? "3-4" : n <= 7 ? "5-7" : "8+");
    }

    /** The bracket of {@code puzzle}. */
    public static String bracket(Puzzle puzzle) {
        return bracket(puzzle.kind(), puzzle.moves());
    }
}
