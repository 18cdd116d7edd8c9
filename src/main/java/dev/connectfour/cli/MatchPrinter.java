package dev.connectfour.cli;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.net.ChatEntry;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.Side;
import java.io.PrintStream;
import java.util.Locale;
import java.util.List;
import java.util.Optional;

/**
 * The text-mode view of a network match: prints every event and the board, and turns the player's lines into
 * calls on the match. Runs on the one thread of {@link NetworkPlay}.
 *
 * <p>Commands: a column number plays it; {@code /say TEXT} chats; {@code resign}, {@code rematch}, {@code quit}
 * (also the end of the input) leaves; {@code help} lists them. The host's discs are
 * {@code O} and the guest's {@code X} in every game ({@link Side#textMark()}), as the window marks them.
 */
final class MatchPrinter implements MatchListener {
    static final String CHAT_PREFIX = "/say ";

    private final PrintStream out;
    private boolean over;
    private int exitCode = CliMain.OK;
    private String noGame = "No game answers to this invite: the link is wrong, or its game is over.";

    MatchPrinter(PrintStream out) {
        this.out = out;
    }

    /** What is said when no host answers ({@link EndReason#NO_GAME}): a short code's words instead of a link's. */
    void noGameMeans(String message) {
        noGame = message;
    }

    boolean isOver() {
        return over;
    }

    int exitCode() {
        return exitCode;
    }

    /** One line the player typed; bad input gets a message and changes nothing. */
    void command(String line, Match match, Runnable leave) {
        String text = line.strip();
        String word = text.toLowerCase(Locale.ROOT);
        if (word.equals("quit") || word.equals("leave")) {
            leave.run();
        } else if (word.equals("help") || word.equals("?")) {
            out.println("Type a column number to play, " + CHAT_PREFIX + "TEXT to chat, resign, rematch or quit.");
        } else if (match == null) {
            out.println("No guest yet: type quit to stop.");
        } else if (text.startsWith(CHAT_PREFIX.strip())) {
            match.chat(text.substring(CHAT_PREFIX.strip().length()));
        } else if (word.equals("resign")) {
            attempt(match::resign);
        } else if (word.equals("rematch")) {
            if (attempt(match::offerRematch)) {
                out.println("Rematch asked; waiting for " + other(match) + ".");
            }
        } else if (text.matches("[0-9]{1,2}")) {
            int column = Integer.parseInt(text) - 1;
            Position before = match.position();
            if (attempt(() -> match.play(column))) {
                out.println("You play column " + (column + 1) + ".");
                show(match, before.play(column));
            } else {
                status(match, match.position());
            }
        } else {
            if (!text.isEmpty()) {
                out.println("Unknown command '" + (text.length() > 20 ? text.substring(0, 20) + "…" : text)
                        + "': type a column 1-" + match.settings().board().width() + ", " + CHAT_PREFIX
                        + "TEXT, resign, rematch or quit.");
            }
            status(match, match.position());
        }
    }

    /** Runs a call on the match; a refusal (not your turn, column full, time up) is told and changes nothing. */
    private boolean attempt(Runnable call) {
        try {
            call.run();
            return true;
        } catch (IllegalStateException | IllegalArgumentException e) {
            out.println("Not now: " + e.getMessage() + ".");
            return false;
        }
    }

    @Override
    public void joined(Match match) {
        out.println(match.side() == Side.HOST ? other(match) + " joined." : "Joined " + other(match) + "'s game: "
                + match.settings().board() + ", " + (match.settings().isTimed()
                ? match.settings().moveClockSeconds() + " s a move (each side's first move untimed)." : "untimed."));
    }

    @Override
    public void gameStarted(Match match) {
        Side first = match.firstMover();
        out.println();
        out.println("Game " + match.gameNumber() + ": " + match.name(first) + " (" + first.textMark() + ") against "
                + match.name(first.other()) + " (" + first.other().textMark() + "), " + match.name(first)
                + " to start. You are " + match.side().textMark() + ".");
        show(match, match.position());
    }

    @Override
    public void moved(Match match, int column) {
        out.println(other(match) + " plays column " + (column + 1) + ".");
        show(match, match.position());
    }

    @Override
    public void turnLost(Match match, Side side) {
        out.println((side == match.side() ? "You ran" : match.name(side) + " ran") + " out of time: the turn passes.");
        status(match, match.position());
    }

    @Override
    public void chat(Match match, String text) {
        out.println("<" + other(match) + "> " + text);
    }

    @Override
    public void chatRestored(Match match, List<ChatEntry> lines, int unreadable) {
        if (!lines.isEmpty()) {
            out.println("The chat so far:");
            lines.forEach(line -> out.println("<" + (line.from() == match.side() ? "you" : match.name(line.from()))
                    + "> " + line.text()));
        }
        if (unreadable > 0) {
            out.println(unreadable + (unreadable == 1 ? " line" : " lines") + " of the chat sent back by "
                    + other(match) + " could not be read and " + (unreadable == 1 ? "is" : "are")
                    + " left out; the game goes on.");
        }
    }

    @Override
    public void resigned(Match match, Side side) {
        out.println((side == match.side() ? "You resign." : match.name(side) + " resigns."));
        status(match, match.position());
    }

    @Override
    public void rematchOffered(Match match) {
        out.println(other(match) + " asks for a rematch: type rematch to play again, or quit.");
    }

    @Override
    public void connectionLost(Match match, long deadlineMillis) {
        long seconds = Math.max(0, (deadlineMillis - match.nowMillis() + 999) / 1000);
        out.println("Connection lost, waiting for " + other(match) + "… (the game is abandoned in " + seconds + " s)");
    }

    @Override
    public void connectionRestored(Match match) {
        out.println("The connection is back.");
        show(match, match.position());
    }

    @Override
    public void ended(Match match, EndReason reason) {
        over = true;
        String who = match == null ? "the other side" : other(match);
        switch (reason) {
            case LEFT -> out.println("You left.");
            case PEER_LEFT -> out.println(who + " left.");
            case ABANDONED -> out.println("The connection did not come back: the game is abandoned (no win, no loss).");
            case WRONG_CODE -> fail("Wrong code: check it with the host.");
            case LOCKED_OUT -> fail("Too many wrong codes: try again in a minute.");
            case GAME_FULL -> fail("That game already has its guest.");
            case INCOMPATIBLE_VERSION -> fail("The host runs a version of Connect Four that speaks another protocol"
                    + " (this one speaks version " + Protocol.VERSION + ").");
            case UNREACHABLE -> fail("No game answered at that address.");
            case NO_GAME -> fail(noGame);
            case SERVER_UNREACHABLE -> fail("The Internet server cannot be reached.");
            case SERVER_UNTRUSTED -> fail("The Internet server's certificate is not trusted here, or is for another server.");
            case LOGIN_REFUSED -> fail("The Internet server refused the login.");
            case PROTOCOL_ERROR -> fail("The other side broke the protocol; the match is over.");
        }
        if (match != null) {
            out.println("Moves of the last game: " + match.position().moves());
        }
    }

    private void fail(String message) {
        out.println(message);
        exitCode = CliMain.FAILED;
    }

    /**
     * The board and the status line, both from one position. The match moves on in the network's thread while this
     * one prints (the other side may answer before the player's own move is shown), so every event reads the
     * position once and shows that, never a later one beside it.
     */
    private void show(Match match, Position position) {
        Side first = match.firstMover();
        out.print(PlayCommand.draw(position, first.textMark(), first.other().textMark()));
        status(match, position);
    }

    /** Whose turn in {@code position}, with the clock; or the result and what to type next. */
    private void status(Match match, Position position) {
        if (position.isGameOver() || match.resigned() != null) {
            Side resigned = match.resigned();
            Optional<Player> winner = position.winner();
            if (resigned != null) {
                out.println((resigned == match.side() ? "You lose" : "You win") + " by resignation.");
            } else if (winner.isEmpty()) {
                out.println("The board is full: a draw.");
            } else {
                Side side = winner.get() == Player.FIRST ? match.firstMover() : match.firstMover().other();
                out.println(side == match.side() ? "Four in a row: you win!" : "Four in a row: " + match.name(side) + " wins.");
            }
            out.println("Type rematch for another game, or quit.");
        } else if (sideToMove(match, position) == match.side()) {
            out.print("Your move (column 1-" + position.size().width() + ")"
                    + (match.isClockRunning() ? ", " + (match.remainingMillis() + 999) / 1000 + " s" : "") + ": ");
            out.flush();
        } else {
            out.println(other(match) + " to move" + (match.isClockRunning()
                    ? " (" + (match.remainingMillis() + 999) / 1000 + " s)" : "") + "…");
        }
    }

    private static Side sideToMove(Match match, Position position) {
        return position.toMove() == Player.FIRST ? match.firstMover() : match.firstMover().other();
    }

    private static String other(Match match) {
        return match.name(match.side().other());
    }
}
