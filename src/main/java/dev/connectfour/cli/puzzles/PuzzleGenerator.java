package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.engine.puzzles.Finding;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.PuzzleFinder;
import dev.connectfour.engine.puzzles.Theme;
import dev.connectfour.engine.search.Solver;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Plays games between the computer's levels (seeded by the game's number, so a run replays), or reads games they
 * played before ({@link RecordedGames}), and offers every position of each game to the {@link PuzzleFinder}: the
 * positions people meet, the mistakes of Medium's natural play among them. A puzzle found is appended to the output at once; a position seen before (or its mirror) is not
 * offered again; a bracket (kind and length) already holding {@code cap} puzzles takes more only for a theme the set
 * is short of. Every position offered is counted in a {@link Tally} (met, accepted, rejected and why), printed every
 * few games. The next game's number and the tally are kept in the progress file: an interrupted run loses at most
 * the game in progress.
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

    /**
     * What to do.
     *
     * @param progress       the progress file: the next game, then the {@link Tally}
     * @param recorded       games already played between the levels ({@link RecordedGames}) to take the positions
     *                       from instead of playing new ones; null to play
     * @param cap            a bracket holding this many puzzles takes more only for a theme below {@code themeMin}
     * @param themeMin       a proven puzzle is taken past its bracket's cap while one of its themes holds fewer
     * @param positionMillis the longest proof of one position before it is given up as too slow
     * @param analysisBudget the analyses one position may cost before it is given up
     * @param reportEvery    print the tally table after every this many games (and at the end)
     */
    public record Settings(Path output, Path progress, Path recorded, int games, int cap, int themeMin, long tableBytes,
            long positionMillis, int analysisBudget, int reportEvery) {
    }

    private final Settings settings;
    private final PrintStream log;
    private final Solver solver;
    private final BookedSolver values;
    private final OpeningBook book;
    private final Set<Long> seen = new HashSet<>();
    private final Map<String, Integer> brackets = new TreeMap<>();
    private final Map<Theme, Integer> themes = new EnumMap<>(Theme.class);
    private Tally tally = new Tally();
    private List<String> recorded;
    private int found;

    public PuzzleGenerator(Settings settings, PrintStream log) {
        this.settings = settings;
        this.log = log;
        this.solver = new Solver(settings.tableBytes());
        this.book = OpeningBook.bundledOrEmpty();
        this.values = new BookedSolver(book, solver);
    }

    /** Runs from the saved game number up to {@code games}. */
    public void run() throws IOException {
        Path output = settings.output();
        if (Files.exists(output)) {
            for (Puzzle puzzle : PuzzleFile.read(new StringReader(Files.readString(output, StandardCharsets.UTF_8)))) {
                seen.add(puzzle.position().symmetricKey());
                add(puzzle);
            }
        }
        int first = 0;
        if (Files.exists(settings.progress())) {
            List<String> lines = Files.readAllLines(settings.progress(), StandardCharsets.UTF_8);
            first = Integer.parseInt(lines.get(0).strip());
            tally = Tally.parse(lines.subList(1, lines.size()));
        }
        int games = settings.games();
        if (settings.recorded() != null) {
            recorded = RecordedGames.read(settings.recorded());
            games = Math.min(games, recorded.size());
        }
        log.println("puzzles: resuming at game " + first + " with " + found + " puzzles");
        try (BufferedWriter out = Files.newBufferedWriter(output, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int game = first; game < games; game++) {
                List<Puzzle> taken = puzzlesOf(game);
                for (Puzzle puzzle : taken) {
                    out.write(PuzzleFile.line(puzzle));
                    out.newLine();
                }
                out.flush();
                saveProgress(game + 1);
                log.println("puzzles: game " + (game + 1) + "/" + games + ": " + found + " puzzles "
                        + brackets + ", " + taken.size() + " new");
                if ((game + 1) % settings.reportEvery() == 0 || game + 1 == games) {
                    TallyTable.lines(tally, brackets, themes).forEach(log::println);
                }
            }
        }
    }

    private void saveProgress(int nextGame) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(String.valueOf(nextGame));
        lines.addAll(tally.lines());
        Path progress = settings.progress();
        Path fresh = progress.resolveSibling(progress.getFileName() + ".new");
        Files.write(fresh, lines, StandardCharsets.UTF_8);
        Files.move(fresh, progress, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private List<Puzzle> puzzlesOf(int game) {
        String moves = recorded != null ? recorded.get(game) : played(game);
        PuzzleFinder finder = new PuzzleFinder(position -> values.analyze(position, false), book::outcome,
                settings.analysisBudget());
        List<Puzzle> puzzles = new ArrayList<>();
        Position position = Position.empty(BoardSize.STANDARD);
        for (int ply = 0; ply < moves.length(); ply++) {
            offer(finder, position).ifPresent(puzzles::add);
            position = position.play(moves.charAt(ply) - '1');
        }
        return puzzles;
    }

    /** The moves of new game number {@code game} between the levels, seeded by its number. */
    private static String played(int game) {
        ComputerLevel[] pairing = PAIRINGS.get(game % PAIRINGS.size());
        ComputerPlayer[] players = {
            ComputerPlayers.create(pairing[0], game * 2L, HARD_MILLIS),
            ComputerPlayers.create(pairing[1], game * 2L + 1, HARD_MILLIS)};
        Position position = Position.empty(BoardSize.STANDARD);
        while (!position.isGameOver()) {
            position = position.play(players[position.moveCount() % 2].chooseColumn(position));
        }
        return position.moves();
    }

    /** Offers a position to the finder, counts what it made of it, and returns the puzzle if the set takes it. */
    private Optional<Puzzle> offer(PuzzleFinder finder, Position position) {
        if (!seen.add(position.symmetricKey())) {
            tally.repeat();
            return Optional.empty();
        }
        solver.setDeadline(System.nanoTime() + settings.positionMillis() * 1_000_000);
        Finding finding;
        try {
            finding = finder.examine(position);
        } finally {
            solver.clearDeadline();
        }
        Optional<Puzzle> taken = finding.puzzle().filter(this::wanted);
        tally.count(finding, taken.isPresent());
        taken.ifPresent(this::add);
        return taken;
    }

    /** Whether the set takes a proven puzzle: its bracket is below the cap, or one of its themes is scarce. */
    private boolean wanted(Puzzle puzzle) {
        return brackets.getOrDefault(Finding.bracket(puzzle), 0) < settings.cap()
                || puzzle.themes().stream().anyMatch(theme -> themes.getOrDefault(theme, 0) < settings.themeMin());
    }

    private void add(Puzzle puzzle) {
        brackets.merge(Finding.bracket(puzzle), 1, Integer::sum);
        puzzle.themes().forEach(theme -> themes.merge(theme, 1, Integer::sum));
        found++;
    }
}
