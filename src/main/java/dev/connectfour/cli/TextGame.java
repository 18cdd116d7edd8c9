package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

/**
 * The local game of {@code play}: a human against the computer, in text. The human types a column
 * number or a command ({@link #HELP}); an empty line shows the board again, anything else is answered
 * and asked again. {@code quit} or the end of the input ends the session at any prompt.
 */
final class TextGame {
    static final String HELP = """
            Type a column number (1-%d) to drop a disc there, or:
              undo   take back your last move and the computer's reply
              hint   the column the perfect player would choose
              help   this text
              quit   leave the game
            An empty line shows the board again.""";

    private final ComputerLevel level;
    private final BufferedReader reader;
    private final PrintStream out;
    private final Random random;
    /** Hard, made at the first hint: it reads its opening book when created. */
    private ComputerPlayer hinter;

    TextGame(ComputerLevel level, BufferedReader reader, PrintStream out, Random random) {
        this.level = level;
        this.reader = reader;
        this.out = out;
        this.random = random;
    }

    /** Plays games until the human declines another, quits or the input ends. {@code first}: human, computer or random. */
    void run(String first) throws IOException {
        out.println("Connect Four against the computer (" + level + "). Four in a row wins. Type help for the commands.");
        do {
            boolean humanFirst = first.equals("human") || (first.equals("random") && random.nextBoolean());
            if (!playOneGame(ComputerPlayers.create(level, random.nextLong()), humanFirst)) {
                break;
            }
        } while (wantsAnother());
        out.println();
        out.println("Goodbye.");
    }

    /** Plays one game; false if the human quit or the input ended before it finished. */
    private boolean playOneGame(ComputerPlayer computer, boolean humanFirst) throws IOException {
        Player human = humanFirst ? Player.FIRST : Player.SECOND;
        out.println();
        out.println("You play " + (humanFirst ? "X and move first." : "O; the computer (X) moves first."));
        Deque<Position> before = new ArrayDeque<>(); // the positions before each of the human's moves
        Position position = Position.empty(BoardSize.STANDARD);
        out.print(PlayCommand.draw(position));
        while (!position.isGameOver()) {
            if (position.toMove() != human) {
                int column = computer.chooseColumn(position);
                out.println("The computer plays column " + (column + 1) + ".");
                position = position.play(column);
                out.print(PlayCommand.draw(position));
                continue;
            }
            Optional<String> line = ask("Your move (column 1-" + position.size().width() + ", or help): ");
            if (line.isEmpty() || line.get().equals("quit")) {
                return false;
            }
            String text = line.get();
            switch (text) {
                case "" -> out.print(PlayCommand.draw(position));
                case "help", "?" -> out.println(HELP.formatted(position.size().width()));
                case "hint" -> out.println("Hint: column " + (hinter().chooseColumn(position) + 1) + ".");
                case "undo" -> {
                    if (before.isEmpty()) {
                        out.println("Nothing to undo: you have not moved yet.");
                    } else {
                        position = before.pop();
                        out.println("Taken back: your last move and the computer's reply.");
                        out.print(PlayCommand.draw(position));
                    }
                }
                default -> {
                    Optional<Integer> column = column(text, position);
                    if (column.isPresent()) {
                        before.push(position);
                        out.println("You play column " + (column.get() + 1) + ".");
                        position = position.play(column.get());
                        out.print(PlayCommand.draw(position));
                    }
                }
            }
        }
        Optional<Player> winner = position.winner();
        if (winner.isEmpty()) {
            out.println("The board is full: a draw.");
        } else if (winner.get() == human) {
            out.println("Four in a row: you win!");
        } else {
            out.println("Four in a row: the computer wins.");
        }
        out.println("Moves: " + position.moves());
        return true;
    }

    /** The playable column {@code text} names, or empty after saying what is wrong with it. */
    private Optional<Integer> column(String text, Position position) {
        int width = position.size().width();
        int column;
        try {
            column = Integer.parseInt(text) - 1;
        } catch (NumberFormatException e) {
            out.println("'" + text + "' is neither a column nor a command: type a number from 1 to " + width + ", or help.");
            return Optional.empty();
        }
        if (column < 0 || column >= width) {
            out.println("There is no column " + text + ": type a number from 1 to " + width + ".");
            return Optional.empty();
        }
        if (!position.canPlay(column)) {
            out.println("Column " + text + " is full: choose another.");
            return Optional.empty();
        }
        return Optional.of(column);
    }

    /** Asks until the answer is yes or no; false also for quit and the end of the input. */
    private boolean wantsAnother() throws IOException {
        while (true) {
            Optional<String> answer = ask("Play again? [y/n] ");
            if (answer.isEmpty()) {
                return false;
            }
            switch (answer.get()) {
                case "y", "yes" -> {
                    return true;
                }
                case "n", "no", "quit" -> {
                    return false;
                }
                default -> out.println("Please answer y (another game) or n (stop).");
            }
        }
    }

    /** The next line, stripped and in lower case; empty at the end of the input. */
    private Optional<String> ask(String prompt) throws IOException {
        out.print(prompt);
        out.flush();
        String line = reader.readLine();
        return line == null ? Optional.empty() : Optional.of(line.strip().toLowerCase(Locale.ROOT));
    }

    private ComputerPlayer hinter() {
        if (hinter == null) {
            hinter = ComputerPlayers.create(ComputerLevel.HARD, random.nextLong());
        }
        return hinter;
    }
}
