package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import dev.connectfour.net.wire.Text;
import java.util.Locale;

/**
 * What reaches a match from the other side: its messages, checked against the rules and the game as this side
 * keeps it, then applied and told to the listener; and the loss of the line or a broken protocol. The match's link
 * hands everything here, on its reader thread (or its timer); each call takes the match's monitor, as every change
 * of the match does. The messages only one of the two sides may receive are the host's or the guest's
 * ({@link BaseMatch#receivedOther}).
 */
final class MatchInbox implements Link.Handler {
    private static final System.Logger LOG = System.getLogger(MatchInbox.class.getName());

    private final BaseMatch match;

    MatchInbox(BaseMatch match) {
        this.match = match;
    }

    @Override
    public void received(Link from, Message message) throws ProtocolException {
        synchronized (match) {
            if (!match.line.carries(from) || match.isEnded()) {
                return;
            }
            if (message instanceof Message.Move move) {
                move(move);
            } else if (message instanceof Message.Chat chat) {
                chat(chat);
            } else if (message instanceof Message.Resign resign) {
                resign(resign);
            } else if (message instanceof Message.Rematch rematch) {
                rematch(rematch);
            } else if (message instanceof Message.Bye bye) {
                bye(from, bye);
            } else {
                match.receivedOther(message);
            }
        }
    }

    private void move(Message.Move move) throws ProtocolException {
        MatchGame game = match.game;
        if (game.isOver() && game.resigned() != null) {
            return; // crossed the resignation on the way
        }
        if (match.isStale(move)) {
            return;
        }
        if (game.isOver()) {
            throw new ProtocolException("move after the end of the game");
        }
        if (game.toMove() != match.side.other()) {
            throw new ProtocolException("move out of turn: it is the " + BaseMatch.keyword(match.side) + "'s turn");
        }
        if (move.ply() != game.ply()) {
            throw new ProtocolException("move for turn " + move.ply() + ", but the game is at turn " + game.ply());
        }
        if (!game.position().canPlay(move.column())) {
            throw new ProtocolException("illegal move: column " + (move.column() + 1) + " is full or off the "
                    + match.settings.board() + " board");
        }
        game.play(move.column());
        match.turnEnded();
        int column = move.column();
        match.post(l -> l.moved(match, column));
    }

    private void chat(Message.Chat chat) {
        String text = Text.chat(chat.text());
        if (!text.isEmpty()) {
            match.chatLog.add(match.side.other(), text);
            match.post(l -> l.chat(match, text));
        }
    }

    private void resign(Message.Resign resign) throws ProtocolException {
        MatchGame game = match.game;
        if (resign.game() != game.number()) {
            throw new ProtocolException("resign for game " + resign.game() + ", but the match is at game "
                    + game.number());
        }
        if (game.isOver()) {
            return; // crossed the last move or the other side's resignation on the way
        }
        Side other = match.side.other();
        game.resign(other);
        match.turnEnded();
        match.post(l -> l.resigned(match, other));
    }

    private void rematch(Message.Rematch rematch) throws ProtocolException {
        MatchGame game = match.game;
        if (rematch.game() != game.number() + 1) {
            throw new ProtocolException("rematch for game " + rematch.game() + ", but the next game is "
                    + (game.number() + 1));
        }
        if (!game.isOver()) {
            return; // crossed a turn loss that took back the move ending the game; see protocol.md
        }
        boolean alreadyAsked = game.hasOfferedRematch(match.side);
        if (game.offerRematch(match.side.other()) && !match.bothOfferedRematch() && !alreadyAsked) {
            match.post(l -> l.rematchOffered(match));
        }
    }

    private void bye(Link from, Message.Bye bye) {
        from.close();
        match.line.forget();
        LOG.log(System.Logger.Level.DEBUG, "the other side said bye: {0} {1}", bye.reason(),
                bye.detail() == null ? "" : bye.detail());
        match.end(bye.reason().equals("left") ? EndReason.PEER_LEFT
                : EndReason.valueOf(bye.reason().toUpperCase(Locale.ROOT)));
    }

    /** The line is lost: the turn keeps the time it had left, and the match waits for the other side to be back. */
    @Override
    public void lost(Link from, String why) {
        synchronized (match) {
            if (!match.line.carries(from) || match.isEnded()) {
                return;
            }
            LOG.log(System.Logger.Level.DEBUG, "connection lost: {0}", why);
            match.turn.budget(match.remainingMillis());
            long deadline = match.line.lost(this::abandon);
            match.stopTurnClock();
            match.owner.connectionLost();
            match.post(l -> l.connectionLost(match, deadline));
        }
    }

    @Override
    public void failed(Link from, String detail) {
        synchronized (match) {
            if (!match.line.carries(from) || match.isEnded()) {
                return;
            }
            LOG.log(System.Logger.Level.WARNING, "the other side broke the protocol: {0}", detail);
            match.line.forget();
            match.end(EndReason.PROTOCOL_ERROR);
        }
    }

    /** The wait for the other side is over and it is not back: the match is abandoned. */
    private void abandon() {
        synchronized (match) {
            if (!match.line.isUp() && !match.isEnded()) {
                match.end(EndReason.ABANDONED);
            }
        }
    }
}
