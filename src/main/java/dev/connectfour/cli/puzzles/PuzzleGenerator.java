package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.PuzzleFinder;
import dev.connectfour.engine.puzzles.PuzzleKind;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Plays games between the computer's levels (seeded by the game's number, so a run replays) and offers every
 * position of each game to the {@link PuzzleFinder}: the positions people meet, the mistakes of Medium's natural
 * play among them. A puzzle found is appended to the output at once; a position seen before (or its mirror) is not
 * offered again; a bracket (kind and length) already holding {@code cap} puzzles takes no more. The next game's
 * number is kept in {@code OUTPUT.progress}: an interrupted run loses at most the game in progress.
 */
public final class PuzzleGenerator {
    /** The pairings played in turn (first player, second player): Medium's mistakes against every level. */
    private static final List<ComputerLevel[]> PAIRINGS = List.of(
            new ComputerLevel[] {ComputerLevel.MEDIUM, ComputerLevel.HARD},
            new ComputerLevel[] {ComputerLevel.HARD, ComputerLevel.MEDIUM},
            new ComputerLevel[] {ComputerLevel.MEDIUM, ComputerLevel.MEDIUM},
            new ComputerLevel[] {ComputerLevel.EASY, ComputerLevel.MEDIUM},
            new ComputerLevel[] {ComputerLevel.MEDIUM, ComputerLevel.EASY},
            new ComputerLevel[] {ComputerLevel.custom(4), ComputerLevel.custom(8)},
            new ComputerLevel[] {ComputerLevel.custom(8), ComputerLevel.HARD},
            new ComputerLevel[] {ComputerLevel.HARD, ComputerLevel.custom(2)},
            new ComputerLevel[] {ComputerLevel.EASY, ComputerLevel.EASY},
            new ComputerLevel[] {ComputerLevel.custom(2), ComputerLevel.MEDIUM},
            new ComputerLevel[] {ComputerLevel.EASY, ComputerLevel.HARD});
    /** Hard's budget per move in these games: enough to punish, quick enough to play many games. */
    private static final long HARD_MILLIS = 150;

    /** What to do. @param positionMillis the longest proof of one position before it is skipped */
    public record Settings(Path output, int games, int cap, long tableBytes, long positionMillis) {
    }

    private final Settings settings;
    private final PrintStream log;
    private final Solver solver;
    private final BookedSolver values;
    private final OpeningBook book;
    private final Set<Long> seen = new HashSet<>();
    private final Map<String, Integer> brackets = new TreeMap<>();
    private int found;
    private int skipped;

    public PuzzleGenerator(Settings settings, PrintStream log) {
        this.settings = settings;
        this.log = log;
        this.solver = new Solver(settings.tableBytes());
        this.book = OpeningBook.bundledOrEmpty();
        this.values = new BookedSolver(book, solver);
    }

    /** The bracket a puzzle counts in: its kind, and for a win its length (1, 2, 3-4, 5-7, 8+). */
    public static String bracket(Puzzle puzzle) {
        if (puzzle.kind() != PuzzleKind.WIN) {
            return puzzle.kind().id();
        }
        int n = puzzle.moves();
        return "win-" + (n <= 2 ? String.valueOf(n) : n <= 4 ? "3-4" : n <= 7 ? "5-7" : "8+");
    }

    /** Runs from the saved game number up to {@code games}. */
    public void run() throws IOException {
        Path output = settings.output();
        Path progress = output.resolveSibling(output.getFileName() + ".progress");
        if (Files.exists(output)) {
            for (Puzzle puzzle : PuzzleFile.read(new StringReader(Files.readString(output, StandardCharsets.UTF_8)))) {
                seen.add(puzzle.position().symmetricKey());
                brackets.merge(bracket(puzzle), 1, Integer::sum);
                found++;
            }
        }
        int first = Files.exists(progress) ? Integer.parseInt(Files.readString(progress).strip()) : 0;
        log.println("puzzles: resuming at game " + first + " with " + found + " puzzles");
        try (BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int game = first; game < settings.games(); game++) {
                for (Puzzle puzzle : puzzlesOf(game)) {
                    out.write(PuzzleFile.line(puzzle));
                    out.newLine();
                }
                out.flush();
                Files.writeString(progress, (game + 1) + "\n");
                log.println("puzzles: game " + (game + 1) + "/" + settings.games() + ": " + found + " puzzles "
                        + brackets + ", " + skipped + " positions too slow to prove");
            }
        }
    }

    private List<Puzzle> puzzlesOf(int game) {
        ComputerLevel[] pairing = PAIRINGS.get(game % PAIRINGS.size());
        ComputerPlayer[] players = {
            ComputerPlayers.create(pairing[0], game * 2L, HARD_MILLIS),
            ComputerPlayers.create(pairing[1], game * 2L + 1, HARD_MILLIS)};
        PuzzleFinder finder = new PuzzleFinder(position -> values.analyze(position, false), book::outcome);
        List<Puzzle> puzzles = new java.util.ArrayList<>();
        Position position = Position.empty(dev.connectfour.engine.board.BoardSize.STANDARD);
        while (!position.isGameOver()) {
            if (seen.add(position.symmetricKey())) {
                offer(finder, position).ifPresent(puzzle -> {
                    String bracket = bracket(puzzle);
                    if (brackets.getOrDefault(bracket, 0) < settings.cap()) {
                        brackets.merge(bracket, 1, Integer::sum);
                        found++;
                        puzzles.add(puzzle);
                    }
                });
            }
            position = position.play(players[position.moveCount() % 2].chooseColumn(position));
        }
        return puzzles;
    }

    private Optional<Puzzle> offer(PuzzleFinder finder, Position position) {
        solver.setDeadline(System.nanoTime() + settings.positionMillis() * 1_000_000);
        try {
            return finder.find(position);
        } catch (SearchCancelledException e) {
            skipped++;
            return Optional.empty();
        } finally {
            solver.clearDeadline();
        }
    }
}
