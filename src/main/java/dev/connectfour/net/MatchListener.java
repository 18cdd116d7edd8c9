package dev.connectfour.net;

import java.util.List;

/**
 * What happens in a match, told to one side. Every method runs on the executor given when hosting or joining
 * (the FX thread in the game), one at a time, in the order of the events; when it runs, the {@link Match}
 * already shows the new state.
 */
public interface MatchListener {

    /** The match is on: the guest has joined (host) or been welcomed (guest). {@link #gameStarted} follows. */
    default void joined(Match match) {
    }

    /** A game of the match begins: the first one, or a rematch both sides asked for. */
    default void gameStarted(Match match) {
    }

    /** The other side dropped a disc in {@code column} (0-based); it was checked against the rules. */
    default void moved(Match match, int column) {
    }

    /** {@code side}'s clock ran out (decided by the host): the turn passed without a disc. */
    default void turnLost(Match match, Side side) {
    }

    /** The other side wrote {@code text}: plain text, at most {@link Match#MAX_CHAT_LENGTH} characters. */
    default void chat(Match match, String text) {
    }

    /**
     * This guest is in the match again (reconnected, or started afresh): {@code lines} is the chat as the host keeps
     * it, oldest first, and replaces what this side showed. {@code unreadable} lines the host sent could not be read
     * (a fault of the other program); they are left out, and nothing else is lost. Not heard from a host that sends
     * no chat in its resume.
     */
    default void chatRestored(Match match, List<ChatEntry> lines, int unreadable) {
    }

    /** {@code side} resigned the current game: it is over. */
    default void resigned(Match match, Side side) {
    }

    /** The other side asks for another game; {@link Match#offerRematch()} accepts. */
    default void rematchOffered(Match match) {
    }

    /**
     * The connection is lost: the game and its clocks stand still until it is back or until
     * {@code deadlineMillis} (on {@link Match#nowMillis()}'s clock), when the match ends as {@link EndReason#ABANDONED}.
     */
    default void connectionLost(Match match, long deadlineMillis) {
    }

    /** The connection is back and both sides agree on the game and clocks again; play goes on. */
    default void connectionRestored(Match match) {
    }

    /** The match (or the attempt to join one) is over; no event follows. {@code match} is null if it never began. */
    default void ended(Match match, EndReason reason) {
    }
}
