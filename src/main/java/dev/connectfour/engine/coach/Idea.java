package dev.connectfour.engine.coach;

/**
 * The kinds of explanation, each with the cells it names and the check that proves it. The cells are
 * listed in this order in an {@link Explanation}'s claim (and on the {@code explain} command's line),
 * so that a claim can be checked from its kind and cells alone. "The opponent" is the side that did
 * not play the move explained; "the mover" the side that did.
 */
public enum Idea {
    /** [w]: the opponent connects four at once on w. */
    ALLOWS_FOUR("allows-four"),
    /** [played, w]: the move filled the cell right under w, where the opponent connects four at once. */
    UNDER_THREAT("under-threat"),
    /**
     * [m, t1, t2]: the opponent plays m and then threatens t1 and t2; every answer loses to a four at
     * once. Or [m1, r1, ..., m, t1, t2]: forcing moves first, each threatening a four that the only
     * answer r blocks, then the double threat.
     */
    DOUBLE_THREAT("double-threat"),
    /**
     * [m, t] or, with baseinverses, [m, a, a', t]: the opponent plays m, then answers every move in the
     * same column (the follow-up, its pairs stopping under t in t's column) and wins: the columns fill up
     * until the mover must play under t, on an odd or an even row. Checked by the strategy proof.
     */
    ZUGZWANG("zugzwang"),
    /** [m, g...]: like zugzwang, the four being a group whose empty cells g all fall to the follow-up. */
    AFTEREVEN("aftereven"),
    /** [m, c...]: the opponent plays m, then by the follow-up holds at least the draw, taking the cells c of the mover's threats on even rows. */
    CLAIMEVEN("claimeven"),
    /** [m, c...]: like claimeven, at least one of the cells c on an odd row (the upper cell of a vertical pair). */
    VERTICAL("vertical"),
    /** [m, a, b, c...]: the opponent plays m, answers a with b and b with a, and follows up everywhere else, holding at least the draw. */
    BASEINVERSE("baseinverse"),
    /**
     * [m, x1, y1, x2, y2, ...]: the opponent plays m, then holds at least the draw by a combination of Allis' rules,
     * each a pair of empty cells: a cell right above the other in a column, the lower first (claimeven or vertical;
     * the opponent answers the lower with the upper), or two playable cells of different columns (baseinverse;
     * whichever the mover takes, the opponent takes the other). Every four the mover could still make needs the upper
     * cell of a column pair, both cells of a baseinverse, or (Allis' before) every cell right above the empty cells of
     * a four of the opponent's that are all such upper cells. A move on a cell in no pair is answered on such a cell,
     * the most central one playable (with none playable, on a cell of a baseinverse). Checked by
     * {@link Combination#holds}: the pairs and the cover on the board, then the solve against every defence.
     */
    PAIRS("pairs"),
    /**
     * [m1, r1, ..., mk, t1, t2], k at least 2: the opponent plays m1 and, whatever the mover does, makes
     * a double threat within k moves of its own. The cells are one such line (each r the mover's
     * longest defence), ending in the double threat t1 and t2; the proof is the solve in which the
     * opponent's lines must end in a double threat (or a four the mover let through) against every
     * defence.
     */
    FORCES_DOUBLE_THREAT("forces-double-threat"),
    /**
     * [m1, r1, ..., mk], k at least 2: the opponent plays m1 and, whatever the mover does, within k
     * moves of its own reaches a position it wins by the follow-up (zugzwang, aftereven, with
     * baseinverses). The cells are one such line; the proof is the solve whose lines must end where
     * the strategy proof confirms that win, against every defence.
     */
    FORCES_ZUGZWANG("forces-zugzwang"),
    /**
     * [m1, r1, ..., mk], k at least 2: like {@link #FORCES_ZUGZWANG}, the lines ending where the
     * opponent holds at least the draw by claimeven, vertical or baseinverse (a spoiled win).
     */
    FORCES_CLAIMEVEN("forces-claimeven"),
    /**
     * [m1, r1, ..., mk], k at least 2: like {@link #FORCES_CLAIMEVEN}, the lines ending where the opponent holds at
     * least the draw by a combination of Allis' rules ({@link #PAIRS}): a spoiled win, or after a lost win the part
     * of the truth it proves. The pairs of each leaf are not named: the proof finds them again there.
     */
    FORCES_PAIRS("forces-pairs"),
    /**
     * [cells of the line]: the fallback; the opponent wins by force along this line (its fastest win
     * against the longest defence), or, with no cells, wins (or, after a spoiled win, holds the draw)
     * with perfect play.
     */
    FORCED_LINE("forced-line"),
    /** [b]: the better move connects four at once. */
    WINS("wins"),
    /** [b]: the better move fills the cell where the opponent would connect four at once. */
    BLOCKS("blocks"),
    /**
     * [b, c...] or, with a baseinverse, [b, a, a', c...]: after the better move the mover holds at least the draw by a
     * rule (claimeven, vertical, baseinverse); or [b, x1, y1, ...] by a combination of rules ({@link #PAIRS}).
     */
    CLAIMS("claims"),
    /** [b, g...]: after the better move the mover wins by the follow-up: the group g falls to it (zugzwang). */
    KEEPS_PARITY("keeps-parity"),
    /**
     * [b, r1, m2, ..., mk, t1, t2], k at least 1: after the better move b, whatever the opponent does,
     * the mover makes a double threat within k moves (b the first), as {@link #FORCES_DOUBLE_THREAT}
     * says of the opponent; the cells are one such line.
     */
    WINS_BY_DOUBLE_THREAT("wins-by-double-threat"),
    /**
     * [b, r1, m2, ..., mk], k at least 2: after the better move b, whatever the opponent does, the mover
     * reaches within k moves a position it wins by the follow-up, as {@link #FORCES_ZUGZWANG} says of
     * the opponent (k = 1 is {@link #KEEPS_PARITY}).
     */
    WINS_BY_ZUGZWANG("wins-by-zugzwang"),
    /**
     * [b, r1, m2, ..., mk], k at least 2: after the better move b, whatever the opponent does, the mover
     * reaches within k moves a position where it holds the draw by claimeven, vertical or baseinverse
     * (k = 1 is {@link #CLAIMS}).
     */
    HOLDS_BY_CLAIMEVEN("holds-by-claimeven"),
    /**
     * [b, r1, m2, ..., mk], k at least 2: like {@link #HOLDS_BY_CLAIMEVEN}, the lines ending where the mover holds the
     * draw by a combination of Allis' rules (k = 1 is {@link #CLAIMS} by {@link #PAIRS}).
     */
    HOLDS_BY_PAIRS("holds-by-pairs"),
    /** []: nothing to explain (the move keeps its value), or no idea proven for the better move. */
    NONE("-");

    private final String code;

    Idea(String code) {
        this.code = code;
    }

    /** The name on the {@code explain} line, e.g. {@code allows-four}. */
    public String code() {
        return code;
    }

    /**
     * The idea of a code as {@link #code()} writes it.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static Idea ofCode(String code) {
        for (Idea idea : values()) {
            if (idea.code.equals(code)) {
                return idea;
            }
        }
        throw new IllegalArgumentException("unknown kind '" + code + "'");
    }

    /** True for the ideas whose cells are a line reached by force (no baseinverse pairs among them). */
    public boolean isReachedByForce() {
        return switch (this) {
            case FORCES_DOUBLE_THREAT, FORCES_ZUGZWANG, FORCES_CLAIMEVEN, FORCES_PAIRS, WINS_BY_DOUBLE_THREAT,
                 WINS_BY_ZUGZWANG, HOLDS_BY_CLAIMEVEN, HOLDS_BY_PAIRS -> true;
            default -> false;
        };
    }

    /** True for the ideas that hold only on boards of even height (odd and even rows, Allis' rules). */
    public boolean needsEvenHeight() {
        return switch (this) {
            case ZUGZWANG, AFTEREVEN, CLAIMEVEN, VERTICAL, BASEINVERSE, PAIRS, FORCES_ZUGZWANG, FORCES_CLAIMEVEN,
                 FORCES_PAIRS, CLAIMS, KEEPS_PARITY, WINS_BY_ZUGZWANG, HOLDS_BY_CLAIMEVEN, HOLDS_BY_PAIRS -> true;
            default -> false;
        };
    }
}
