package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.Side;
import dev.connectfour.net.StarterRule;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The text-mode view of a network match, against a match that moves on while the view prints. */
class MatchPrinterTest {

    /**
     * The other side's answer can arrive in the network's thread before the player's own move is printed: the
     * player still sees the board after their move, and that it is the other side's turn, never a prompt that
     * belongs to the next event.
     */
    @Test
    void theOwnMoveIsShownAsPlayedEvenWhenTheAnswerIsAlreadyIn() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MatchPrinter printer = new MatchPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        AnsweringMatch match = new AnsweringMatch(2);

        printer.command("3", match, () -> { });

        String screen = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(screen.contains("You play column 3.\n\n| | | | | |\n| | | | | |\n| | | | | |\n| | |O| | |\n"), screen);
        assertTrue(screen.endsWith("Gustav to move…\n"), screen);
    }

    /** A 5 × 4 match hosted by this side, which starts; the guest answers every move at once in {@code column}. */
    private static final class AnsweringMatch implements Match {
        private final int answer;
        private Position position = Position.empty(new BoardSize(5, 4));

        AnsweringMatch(int answer) {
            this.answer = answer;
        }

        @Override public Side side() { return Side.HOST; }
        @Override public MatchSettings settings() { return new MatchSettings(position.size(), 0, StarterRule.HOST); }
        @Override public String name(Side side) { return side == Side.HOST ? "Terry" : "Gustav"; }
        @Override public String matchId() { return "m"; }
        @Override public int gameNumber() { return 1; }
        @Override public Side firstMover() { return Side.HOST; }
        @Override public Position position() { return position; }
        @Override public Side toMove() { return position.toMove() == Player.FIRST ? Side.HOST : Side.GUEST; }
        @Override public Side resigned() { return null; }
        @Override public boolean isGameOver() { return position.isGameOver(); }
        @Override public long nowMillis() { return 0; }
        @Override public boolean isClockRunning() { return false; }
        @Override public long remainingMillis() { return 0; }
        @Override public boolean isConnectionLost() { return false; }
        @Override public void chat(String text) { }
        @Override public void resign() { }
        @Override public void offerRematch() { }
        @Override public void leave() { }

        @Override
        public void play(int column) {
            position = position.play(column).play(answer);
        }
    }
}
