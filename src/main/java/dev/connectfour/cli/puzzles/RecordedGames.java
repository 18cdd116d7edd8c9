package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.board.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Games already played between the computer's levels, as {@code match --games-file} keeps them ({@code GAME N MOVES
 * RESULT} lines, one {@code FIRST-SECOND.games} file per pairing, as in {@code src/docs/ladder/}). They are taken
 * in turn from each file (the first game of every file, then the second, ...), so any prefix of the list samples
 * every pairing, the strong ones' long games among them.
 */
final class RecordedGames {
    private RecordedGames() {
    }

    /**
     * The move strings of the games in {@code source}: a games file, or a directory of {@code *.games} files taken in
     * name order.
     *
     * @throws IllegalArgumentException naming the file and line of a line that is not a game
     */
    static List<String> read(Path source) throws IOException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(source)) {
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(source, "*.games")) {
                stream.forEach(files::add);
            }
            files.sort(null);
        } else {
            files.add(source);
        }
        List<List<String>> perFile = new ArrayList<>();
        for (Path file : files) {
            perFile.add(gamesOf(file));
        }
        List<String> games = new ArrayList<>();
        for (int round = 0; games.size() < perFile.stream().mapToInt(List::size).sum(); round++) {
            for (List<String> file : perFile) {
                if (round < file.size()) {
                    games.add(file.get(round));
                }
            }
        }
        return games;
    }

    private static List<String> gamesOf(Path file) throws IOException {
        List<String> games = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String[] fields = lines.get(i).strip().split(" ");
            try {
                if (fields.length != 4 || !fields[0].equals("GAME")) {
                    throw new IllegalArgumentException("expected GAME N MOVES RESULT");
                }
                games.add(Position.parse(fields[2]).moves());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return games;
    }
}
