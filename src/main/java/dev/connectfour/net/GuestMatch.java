package dev.connectfour.net;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.util.List;
import java.util.Locale;

/**
 * The guest's side of a match: it follows the host. It checks the host's moves against the rules like its own,
 * takes lost turns from the host (its own clock only shows the time and stops its player at zero), and after a
 * lost connection takes the game exactly as the host's {@code resume} describes it.
 */
final class GuestMatch extends BaseMatch {

    private GuestMatch(MatchSettings settings, Message.Welcome welcome, MatchClock clock, Timing timing,
                       MatchListener listener, SerialExecutor events, Owner owner) {
        super(Side.GUEST, settings, welcome.host(), welcome.guest(), welcome.matchId(), clock, timing, listener,
                events, owner);
    }

    /** The match as the host's welcome and resume describe it, on {@code connection}; the listener hears it began. */
    static GuestMatch welcomed(Message.Welcome welcome, Message.Resume resume, Link connection, MatchClock clock,
                               Timing timing, MatchListener listener, SerialExecutor events, Owner owner)
            throws ProtocolException {
        MatchSettings settings = new MatchSettings(new BoardSize(welcome.width(), welcome.height()), welcome.clock(),
                StarterRule.valueOf(welcome.starter().toUpperCase(Locale.ROOT)));
        GuestMatch match = new GuestMatch(settings, welcome, clock, timing, listener, events, owner);
        synchronized (match) {
            match.take(resume);
            match.connect(connection);
            match.turn.restart();
            match.post(l -> l.joined(match));
            match.restoreChat(resume);
            match.post(l -> l.gameStarted(match));
        }
        return match;
    }

    /** Back on a new connection after a lost one: the game becomes the host's. */
    synchronized void resumed(Message.Welcome welcome, Message.Resume resume, Link fresh) throws ProtocolException {
        if (!welcome.matchId().equals(matchId)) {
            throw new ProtocolException("welcome to another match");
        }
        int before = game.number();
        take(resume);
        connectionBack(fresh);
        restoreChat(resume);
        if (game.number() != before) {
            post(l -> l.gameStarted(this));
        }
        post(l -> l.connectionRestored(this));
    }

    /** The chat as the host keeps it, if its resume carries one (a host that sends none leaves this side's). */
    private void restoreChat(Message.Resume resume) {
        if (resume.chat() != null) {
            List<ChatEntry> lines = chatLog.replaceWith(resume.chat());
            int unreadable = resume.chat().unreadable();
            post(l -> l.chatRestored(this, lines, unreadable));
        }
    }

    /** The game as the host has it; the turn's clock shows what the host said was left. */
    private void take(Message.Resume resume) throws ProtocolException {
        Position position;
        try {
            position = Position.parse(settings.board(), resume.moves());
        } catch (MoveStringException e) {
            throw new ProtocolException("resume: moves: " + e.getMessage());
        }
        game.take(resume.game(), side(resume.first()), position,
                resume.resigned() == null ? null : side(resume.resigned()),
                resume.rematch() == null ? null : side(resume.rematch()));
        boolean timed = resume.remaining() != null && !isGameOver();
        turn.take(timed, timed ? resume.remaining() : fullTurnMillis());
    }

    @Override
    protected void receivedOther(Message message) throws ProtocolException {
        if (message instanceof Message.TurnLost lost) {
            receivedTurnLost(lost.ply());
        } else if (message instanceof Message.Start start) {
            receivedStart(start);
        } else {
            throw new ProtocolException("the guest does not accept " + Codec.type(message) + " during a match");
        }
    }

    /**
     * The host says turn {@code ply} was lost. Repeated, it changes nothing. If this side's own move for that turn
     * crossed it on the way, the host never counted the move: it is taken back.
     */
    private void receivedTurnLost(int ply) throws ProtocolException {
        String moves = game.position().moves();
        if (ply < moves.length() && moves.charAt(ply) == Position.PASS) {
            return;
        }
        if (ply == moves.length() - 1 && game.sideAt(ply) == Side.GUEST && game.resigned() == null) {
            game.takeBackLast();
        } else if (ply != moves.length() || isGameOver()) {
            throw new ProtocolException("turn_lost for turn " + ply + ", but the game is at turn " + moves.length()
                    + (isGameOver() ? " and over" : ""));
        }
        Side loser = game.sideAt(ply);
        game.pass();
        turnEnded();
        post(l -> l.turnLost(this, loser));
    }

    private void receivedStart(Message.Start start) throws ProtocolException {
        if (start.game() != game.number() + 1 || !isGameOver() || !game.hasOfferedRematch(Side.GUEST)) {
            throw new ProtocolException("start of game " + start.game() + " that nobody asked for");
        }
        newGame(start.game(), side(start.first()));
        post(l -> l.gameStarted(this));
    }

    /** The guest waits for the host's start once both asked. */
    @Override
    protected boolean bothOfferedRematch() {
        return false;
    }

    private static Side side(String keyword) {
        return Side.valueOf(keyword.toUpperCase(Locale.ROOT));
    }
}
