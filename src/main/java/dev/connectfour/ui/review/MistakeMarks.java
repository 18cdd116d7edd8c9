package dev.connectfour.ui.review;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GameResult;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Which moves of a reviewed game are marked as mistakes: those of the loser when the game has a
 * winner (the issue asks for the loser's mistakes: what lost the game), those of both sides in a draw
 * or an unfinished game (where a thrown-away win is still worth seeing). Filled in as the judgements
 * arrive, in any order.
 */
final class MistakeMarks {
    /** Whose mistakes count; null for both sides. */
    private final Player marked;
    private final Map<Integer, Mistakes.Judgement> mistakes = new TreeMap<>();
    private int judged;

    MistakeMarks(GameResult result) {
        this.marked = result == null ? null : result.winningPlayer().map(Player::opponent).orElse(null);
    }

    /** The player whose mistakes are marked, or empty for both. */
    Optional<Player> markedPlayer() {
        return Optional.ofNullable(marked);
    }

    /** Takes one judged disc into account; true if it is marked as a mistake. */
    boolean add(Mistakes.Judgement judgement) {
        judged++;
        if (judgement.isMistake() && (marked == null || judgement.player() == marked)) {
            mistakes.put(judgement.turn(), judgement);
            return true;
        }
        return false;
    }

    /** The marked mistake of turn {@code turn} (1-based), if any. */
    Optional<Mistakes.Judgement> at(int turn) {
        return Optional.ofNullable(mistakes.get(turn));
    }

    /** The turns marked so far, in order. */
    java.util.Set<Integer> turns() {
        return mistakes.keySet();
    }

    /** How many discs have been judged. */
    int judged() {
        return judged;
    }
}
