package dev.connectfour.net;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.util.EnumSet;
import java.util.Set;

/**
 * The game being played in a match, as one side keeps it: its number, who moved first, the position (lost turns
 * as passes), who resigned, and who has offered a rematch. Not thread-safe: guarded by its match's monitor.
 */
final class MatchGame {
    private final BoardSize board;
    private int number;
    private Side firstMover;
    private Position position;
    private Side resigned;
    private final Set<Side> rematchOffers = EnumSet.noneOf(Side.class);

    MatchGame(BoardSize board) {
        this.board = board;
    }

    /** Game {@code number}: empty board, nobody resigned, no offers. */
    void begin(int number, Side first) {
        take(number, first, Position.empty(board), null, null);
    }

    /** The game as the other side has it (a guest's resume). */
    void take(int number, Side first, Position position, Side resigned, Side openOffer) {
        this.number = number;
        this.firstMover = first;
        this.position = position;
        this.resigned = resigned;
        rematchOffers.clear();
        if (openOffer != null) {
            rematchOffers.add(openOffer);
        }
    }

    int number() {
        return number;
    }

    Side firstMover() {
        return firstMover;
    }

    Position position() {
        return position;
    }

    Side resigned() {
        return resigned;
    }

    boolean isOver() {
        return resigned != null || position.isGameOver();
    }

    /** The side to move; null once the game is over. */
    Side toMove() {
        return isOver() ? null : sideOf(position.toMove());
    }

    /** The number of turns played, lost ones included: the ply of the next move. */
    int ply() {
        return position.moves().length();
    }

    private Side sideOf(Player player) {
        return player == Player.FIRST ? firstMover : firstMover.other();
    }

    /** Which side has turn {@code ply} (turns alternate, lost ones included). */
    Side sideAt(int ply) {
        return ply % 2 == 0 ? firstMover : firstMover.other();
    }

    void play(int column) {
        position = position.play(column);
    }

    /** The turn to move is lost: it counts as a pass. */
    void pass() {
        position = position.pass();
    }

    /** Takes back the last disc, and with it any rematch offer its end of the game brought. */
    void takeBackLast() {
        String moves = position.moves();
        position = Position.parse(board, moves.substring(0, moves.length() - 1));
        rematchOffers.clear();
    }

    void resign(Side who) {
        resigned = who;
    }

    /** True if {@code who} had not offered yet. */
    boolean offerRematch(Side who) {
        return rematchOffers.add(who);
    }

    boolean hasOfferedRematch(Side who) {
        return rematchOffers.contains(who);
    }

    boolean bothOfferedRematch() {
        return rematchOffers.size() == 2;
    }

    /** The side whose offer waits for the other's; null if none or both offered. */
    Side openOffer() {
        return rematchOffers.size() == 1 ? rematchOffers.iterator().next() : null;
    }
}
