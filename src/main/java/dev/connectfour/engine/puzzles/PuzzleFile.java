package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The puzzle file (documented in {@code src/docs/puzzles.md}): UTF-8 text, one puzzle a line,
 * {@code MOVES KIND N SOLUTION RATING THEMES LINE} separated by single spaces; THEMES comma-separated or {@code -}
 * for none; blank lines and lines starting with {@code #} are comments. The first six fields are what
 * {@code puzzles export} prints; LINE is the main line the game plays out.
 */
public final class PuzzleFile {
    /** The puzzles shipped with the game, next to this class. */
    public static final String RESOURCE = "puzzles.txt";

    private PuzzleFile() {
    }

    /** The shipped puzzles, in file order. @throws IllegalStateException if the file is missing or broken */
    public static List<Puzzle> bundled() {
        try (InputStream in = PuzzleFile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("no " + RESOURCE + " is shipped");
            }
            return read(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(RESOURCE + ": " + e.getMessage(), e);
        }
    }

    /** Every puzzle of a file. @throws IllegalArgumentException naming the line of the first bad one */
    public static List<Puzzle> read(Reader source) throws IOException {
        BufferedReader reader = new BufferedReader(source);
        List<Puzzle> puzzles = new ArrayList<>();
        int number = 0;
        for (String text = reader.readLine(); text != null; text = reader.readLine()) {
            number++;
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            try {
                puzzles.add(parse(text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + number + ": " + e.getMessage(), e);
            }
        }
        return puzzles;
    }

    /** One line of the file. @throws IllegalArgumentException if it is not a valid puzzle */
    public static Puzzle parse(String text) {
        String[] fields = text.strip().split(" ");
        if (fields.length != 7) {
            throw new IllegalArgumentException("7 fields expected (MOVES KIND N SOLUTION RATING THEMES LINE), got "
                    + fields.length);
        }
        Position position = Position.parse(fields[0]);
        PuzzleKind kind = PuzzleKind.parse(fields[1]);
        int moves = number(fields[2], "N");
        int solution = number(fields[3], "SOLUTION");
        int rating = number(fields[4], "RATING");
        Set<Theme> themes = EnumSet.noneOf(Theme.class);
        if (!fields[5].equals("-")) {
            for (String theme : fields[5].split(",")) {
                themes.add(Theme.parse(theme));
            }
        }
        Puzzle puzzle = new Puzzle(position, kind, moves, rating, themes, fields[6]);
        if (puzzle.solution() + 1 != solution) {
            throw new IllegalArgumentException("SOLUTION " + solution + " is not the line's first column");
        }
        return puzzle;
    }

    /** The export line: {@code MOVES KIND N SOLUTION RATING THEMES}. */
    public static String exportLine(Puzzle puzzle) {
        String themes = puzzle.themes().isEmpty() ? "-"
                : puzzle.themes().stream().map(Theme::id).collect(Collectors.joining(","));
        return puzzle.id() + " " + puzzle.kind().id() + " " + puzzle.moves() + " " + (puzzle.solution() + 1) + " "
                + puzzle.rating() + " " + themes;
    }

    /** The file's line of a puzzle: the export line and the main line. */
    public static String line(Puzzle puzzle) {
        return exportLine(puzzle) + " " + puzzle.line();
    }

    private static int number(String text, String field) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " '" + text + "' is not a number");
        }
    }
}
