package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Turn;
import dev.connectfour.game.session.GameSession;
import java.util.List;
import java.util.Optional;

/**
 * A turn lost to the clock that a person here has not answered yet with a disc of their own. It is said until then,
 * however many discs the other side (the computer, or the person at the other end) dropped meanwhile: a player who
 * looked away must learn why the computer played twice.
 *
 * @param loser       who lost the turn
 * @param discsSince  the discs dropped since the lost turn, the board marks them
 */
record LostTurn(Player loser, int discsSince) {
    /** The unanswered lost turn of {@code position}, if any. */
    static Optional<LostTurn> in(GamePosition position, GameSession session) {
        List<Turn> turns = position.turns();
        LostTurn found = null;
        int discs = 0;
        for (int i = turns.size() - 1; i >= 0; i--) {
            Turn turn = turns.get(i);
            if (turn.isPass()) {
                found = new LostTurn(turn.player(), discs); // the earliest of a row of lost turns: discs since it
            } else if (session.capabilities().playsHere(session.sideOf(turn.player()).seat())) {
                break; // a person here has moved since: they have seen it
            } else {
                discs++;
            }
        }
        return Optional.ofNullable(found);
    }
}
