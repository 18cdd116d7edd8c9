package dev.connectfour.cli.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the {@link BookGenerator} has learned, and the append-only progress file that keeps it across
 * runs: {@code E} lines (entries), {@code V} lines (outcomes learned on the way), {@code R} lines
 * (every drawing move or slowest loss of a drawn or lost position, replacing its entry's moves) and
 * {@code L} lines (a completed pass). The maps are shared by the generator's worker threads.
 */
final class BookProgress {
    private final BoardSize size;
    private final ProgressFile file;
    private final PrintStream log;
    /** Book entries by symmetric key, each with the position (one orientation) it was computed for. */
    final Map<Long, Computed> entries = new ConcurrentHashMap<>();
    /** Outcomes for the side to move by symmetric key, learned while computing entries. */
    final Map<Long, OpeningBook.Outcome> outcomes = new ConcurrentHashMap<>();
    /** Per role, the deepest pass completed. */
    final Map<BookGenerator.Role, Integer> completed = new ConcurrentHashMap<>();
    /** Drawn and lost positions whose entry holds every drawing move or slowest loss, by symmetric key. */
    final Map<Long, Boolean> allMoves = new ConcurrentHashMap<>();

    /** An entry with the position (one orientation) it was computed for. */
    record Computed(Position position, OpeningBook.Entry entry) {
        /** The entry seen from {@code other}'s orientation (the same position or its mirror image). */
        OpeningBook.Entry orientedTo(Position other) {
            if (other.key() == position.key()) {
                return entry;
            }
            return new OpeningBook.Entry(entry.outcome(), OpeningBook.mirrorColumns(position.size(), entry.moves()));
        }
    }

    BookProgress(BoardSize size, Path file, PrintStream log) {
        this.size = size;
        this.file = new ProgressFile(file, log);
        this.log = log;
    }

    /** Opens the progress file for {@link #record} until {@link #close()}, creating it if missing. */
    void open() throws IOException {
        file.open();
    }

    /** Closes what {@link #open()} opened. */
    void close() throws IOException {
        file.close();
    }

    /** Appends one line to the progress file; only while it is {@link #open()}. */
    void record(String line) {
        file.record(line);
    }

    /** The book of everything computed so far, of the depth completed so far. */
    OpeningBook book(int maxDiscs) {
        Map<Position, OpeningBook.Entry> all = new LinkedHashMap<>();
        for (Computed computed : entries.values()) {
            all.put(computed.position(), computed.entry());
        }
        // complete to d discs: the first player's passes to the last even count <= d, the second's to the last odd
        int depth = Math.min(completed.getOrDefault(BookGenerator.Role.FIRST, -2) + 1, completed.getOrDefault(BookGenerator.Role.SECOND, -2) + 1);
        return OpeningBook.of(size, depth < 0 ? OpeningBook.NO_LAYER : Math.min(depth, maxDiscs), all);
    }

    /** Reads the progress file, if any, into the maps; ignores a last line cut short. */
    void load() throws IOException {
        file.read(fields -> {
            switch (fields[0]) {
                case "E": {
                    Position position = Position.parse(size, fields[1].equals("-") ? "" : fields[1]);
                    OpeningBook.Outcome outcome = OpeningBook.Outcome.valueOf(fields[2]);
                    int moves = Integer.parseInt(fields[3]);
                    entries.put(position.symmetricKey(), new Computed(position, new OpeningBook.Entry(outcome, moves)));
                    outcomes.put(position.symmetricKey(), outcome);
                    break;
                }
                case "V": {
                    Position position = Position.parse(size, fields[1]);
                    outcomes.put(position.symmetricKey(), OpeningBook.Outcome.valueOf(fields[2]));
                    break;
                }
                case "R": {
                    Position position = Position.parse(size, fields[1]);
                    OpeningBook.Entry entry = new OpeningBook.Entry(OpeningBook.Outcome.valueOf(fields[2]),
                            Integer.parseInt(fields[3]));
                    entries.put(position.symmetricKey(), new Computed(position, entry));
                    allMoves.put(position.symmetricKey(), true);
                    break;
                }
                case "L":
                    completed.merge(BookGenerator.Role.valueOf(fields[1]), Integer.parseInt(fields[2]), Math::max);
                    break;
                default:
                    throw new IllegalArgumentException("unknown record");
            }
        });
        log.printf(Locale.ROOT, "book: resumed from %s: %d entries, %d outcomes, complete to %s discs%n",
                file.path(), entries.size(), outcomes.size(), completed);
    }
}
