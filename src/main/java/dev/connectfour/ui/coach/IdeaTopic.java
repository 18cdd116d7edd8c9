package dev.connectfour.ui.coach;

import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Idea;
import java.util.Optional;

/**
 * The sections of the help's Ideas page, each teaching one of the coach's named ideas: an explanation links to the
 * section of its idea. Every idea the coach names has its section.
 */
public enum IdeaTopic {
    THREAT("threat"),
    DOUBLE_THREAT("doubleThreat"),
    ZUGZWANG("zugzwang"),
    CLAIMEVEN("claimeven"),
    BASEINVERSE("baseinverse"),
    VERTICAL("vertical"),
    AFTEREVEN("aftereven");

    private final String key;

    IdeaTopic(String key) {
        this.key = key;
    }

    /** The section's name in keys and ids: {@code zugzwang}, {@code doubleThreat}. */
    public String key() {
        return key;
    }

    /** The section that teaches {@code idea}; empty for the fallback and for no idea, which the page does not teach. */
    public static Optional<IdeaTopic> of(Idea idea) {
        return Optional.ofNullable(switch (idea) {
            case ALLOWS_FOUR, UNDER_THREAT, WINS, BLOCKS -> THREAT;
            case DOUBLE_THREAT, FORCES_DOUBLE_THREAT, WINS_BY_DOUBLE_THREAT -> DOUBLE_THREAT;
            case ZUGZWANG, KEEPS_PARITY, FORCES_ZUGZWANG, WINS_BY_ZUGZWANG -> ZUGZWANG;
            case CLAIMEVEN, CLAIMS, FORCES_CLAIMEVEN, HOLDS_BY_CLAIMEVEN -> CLAIMEVEN;
            case BASEINVERSE, PAIRS, FORCES_PAIRS, HOLDS_BY_PAIRS -> BASEINVERSE; // a combination's pairs are answered as a baseinverse's: the other cell
            case VERTICAL -> VERTICAL;
            case AFTEREVEN -> AFTEREVEN;
            default -> null; // the fallback (a forced line) and no idea
        });
    }

    /** The section that teaches {@code claim}'s idea: for a better move's {@link Idea#CLAIMS}, the rule it names. */
    public static Optional<IdeaTopic> of(Claim claim) {
        return of(claim.idea() == Idea.CLAIMS ? claim.rule().orElse(Idea.CLAIMEVEN) : claim.idea());
    }
}
