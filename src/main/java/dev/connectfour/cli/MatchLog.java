package dev.connectfour.cli;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The games file of a resumable {@code match}: one line per finished game, {@code GAME N MOVES RESULT}
 * (as {@code --games-log} prints them), appended and flushed as each game ends. A match given the
 * file again takes the games it holds as played and plays on from the next one; a last line cut
 * short by a crash is ignored and written again.
 */
final class MatchLog implements AutoCloseable {
    /** A finished game from the file: its moves and {@code first}, {@code second} or {@code draw}. */
    record Game(Position end, String result) {
    }

    private final List<Game> earlier;
    private final BufferedWriter writer;

    private MatchLog(List<Game> earlier, BufferedWriter writer) {
        this.earlier = earlier;
        this.writer = writer;
    }

    /**
     * Reads the games in {@code file} (none if it does not exist) and opens it to append.
     *
     * @throws IllegalArgumentException naming the line, if a line other than a cut-short last one is not a game
     */
    static MatchLog open(Path file) throws IOException {
        List<Game> games = new ArrayList<>();
        List<String> lines = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            try {
                games.add(parse(lines.get(i), games.size() + 1));
                kept.append(lines.get(i)).append('\n');
            } catch (IllegalArgumentException e) {
                if (i < lines.size() - 1) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
                }
            }
        }
        Files.writeString(file, kept, StandardCharsets.UTF_8); // drops a last line cut short
        return new MatchLog(games, Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    /** The game numbered {@code game} (from 1) if the file holds it, else {@code null}. */
    Game earlier(int game) {
        return game <= earlier.size() ? earlier.get(game - 1) : null;
    }

    /** Appends a finished game and flushes it to the file. */
    void append(int game, Position end, String result) throws IOException {
        writer.write(line(game, end, result));
        writer.newLine();
        writer.flush();
    }

    static String line(int game, Position end, String result) {
        return "GAME " + game + " " + end.moves() + " " + result;
    }

    private static Game parse(String line, int expected) {
        String[] fields = line.trim().split(" ");
        if (fields.length != 4 || !fields[0].equals("GAME") || !fields[1].equals(Integer.toString(expected))) {
            throw new IllegalArgumentException("expected GAME " + expected + " MOVES RESULT, found '" + line + "'");
        }
        Position end = Position.parse(fields[2]); // a MoveStringException names what is wrong
        String result = end.winner().map(winner -> winner == Player.FIRST ? "first" : "second")
                .orElse(end.isGameOver() ? "draw" : "");
        if (!result.equals(fields[3])) {
            throw new IllegalArgumentException("the moves " + fields[2] + " do not end '" + fields[3] + "'");
        }
        return new Game(end, result);
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
