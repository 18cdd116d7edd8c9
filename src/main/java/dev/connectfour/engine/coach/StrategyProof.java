package dev.connectfour.engine.coach;

import java.util.HashMap;
import java.util.Map;

/**
 * The check of a strategy claim: a solve in which the controller plays only as its {@link Pairing}
 * says (its answer to each of the defender's discs) and the defender tries every move. The claim
 * holds if no defence wins for the defender (the controller holds at least the draw) or, for a win,
 * if every defence ends in the controller's four. A defender's disc the pairing has no answer to,
 * or an answer that cannot be played, refutes the claim, unless it filled the board or a ceiling of the
 * pairing (the cell under the controller's threat, which the controller then connects: what zugzwang
 * forces). Exhaustive, with a table of the positions met: one principal variation proves nothing,
 * every branch is played.
 */
final class StrategyProof {
    private record Node(long controller, long mask) {
    }

    private final Grid grid;
    private final Pairing pairing;
    private final boolean mustWin;
    private final Map<Node, Boolean> known = new HashMap<>();

    private StrategyProof(Grid grid, Pairing pairing, boolean mustWin) {
        this.grid = grid;
        this.pairing = pairing;
        this.mustWin = mustWin;
    }

    /**
     * Whether the controller, playing only the pairing's answers from here with the defender to move,
     * wins ({@code mustWin}) or at least draws against every defence.
     *
     * @param controller the controller's discs
     * @param mask       every disc
     */
    static boolean holds(Grid grid, Pairing pairing, long controller, long mask, boolean mustWin) {
        if (grid.hasFour(mask & ~controller)) {
            return false;
        }
        if (grid.hasFour(controller)) {
            return true;
        }
        return new StrategyProof(grid, pairing, mustWin).defend(controller, mask);
    }

    private boolean defend(long controller, long mask) {
        if (mask == grid.board()) {
            return !mustWin;
        }
        Node node = new Node(controller, mask);
        Boolean result = known.get(node);
        if (result != null) {
            return result;
        }
        boolean holds = true;
        long defender = mask & ~controller;
        for (int column = 0; column < grid.size().width() && holds; column++) {
            if (!grid.geometry().canPlay(mask, column)) {
                continue;
            }
            if (grid.geometry().completesFour(defender, mask, column)) {
                holds = false;
                break;
            }
            long disc = grid.geometry().moveBit(mask, column);
            long afterDisc = mask | disc;
            if (afterDisc == grid.board()) {
                holds = !mustWin;
                continue;
            }
            long answer = pairing.answer(disc);
            if (answer == 0 || !grid.isPlayable(afterDisc, answer)) {
                if (pairing.isCeiling(disc) && grid.geometry().canPlay(afterDisc, column)
                        && grid.geometry().completesFour(controller, afterDisc, column)) {
                    continue; // the defender filled the cell under the threat: the controller connects four on it
                }
                holds = false;
                break;
            }
            if (grid.geometry().completesFour(controller, afterDisc, grid.column(answer))) {
                continue;
            }
            holds = defend(controller | answer, afterDisc | answer);
        }
        known.put(node, holds);
        return holds;
    }
}
