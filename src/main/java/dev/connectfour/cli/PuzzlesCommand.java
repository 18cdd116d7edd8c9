package dev.connectfour.cli;

import dev.connectfour.cli.puzzles.Calibration;
import dev.connectfour.cli.puzzles.PuzzleGenerator;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.PuzzleVerifier;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code puzzles generate|calibrate|verify|export}: makes the puzzle set from games between the computer's levels,
 * calibrates its ratings against the ladder, re-proves a set from the solver's own analysis, or prints it one puzzle
 * a line. The format: {@code src/docs/puzzles.md}.
 */
@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = "Generates puzzles from games between the computer's levels (resumable), calibrates their"
                + " ratings against the ladder, re-proves a puzzle file with the solver, or exports it as"
                + " MOVES KIND N SOLUTION RATING THEMES lines.")
final class PuzzlesCommand implements Callable<Integer> {
    private static final String FILE = "the puzzle file (default: the puzzles shipped with the game)";

    @Spec
    private CommandSpec spec;

    private final Streams streams;

    PuzzlesCommand(Streams streams) {
        this.streams = streams;
    }

    /** No sub-command: bad usage. */
    @Override
    public Integer call() {
        throw UsageErrors.error(spec, "missing sub-command: generate, calibrate, verify or export");
    }

    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Plays games between the levels and appends every proven puzzle to the output (resumable).")
    int generate(@Option(names = "--out", paramLabel = "FILE", required = true,
                         description = "the puzzle file to append to") Path out,
                 @Option(names = "--progress", paramLabel = "FILE",
                         description = "the next game and the tally of positions met (default: OUT.progress)")
                 Path progress,
                 @Option(names = "--from-games", paramLabel = "PATH",
                         description = "take the positions of games already played between the levels (a match"
                                 + " --games-file, or a directory of them) instead of playing new ones") Path recorded,
                 @Option(names = "--games", paramLabel = "G", defaultValue = "1000",
                         description = "play up to game G, 1 to 10000000 (default: ${DEFAULT-VALUE})") int games,
                 @Option(names = "--cap", paramLabel = "C", defaultValue = "600",
                         description = "at most C puzzles per kind and length (default: ${DEFAULT-VALUE})") int cap,
                 @Option(names = "--theme-min", paramLabel = "T", defaultValue = "100",
                         description = "past the cap, still take a puzzle with a theme held by fewer than T"
                                 + " (default: ${DEFAULT-VALUE})") int themeMin,
                 @Option(names = "--position-ms", paramLabel = "MS", defaultValue = "3000",
                         description = "skip a position whose proof takes longer (default: ${DEFAULT-VALUE})") long ms,
                 @Option(names = "--budget", paramLabel = "A", defaultValue = "80",
                         description = "skip a position whose proof needs more than A analyses, 1 to 100000"
                                 + " (default: ${DEFAULT-VALUE})") int budget,
                 @Option(names = "--report-every", paramLabel = "K", defaultValue = "10",
                         description = "print the tally every K games (default: ${DEFAULT-VALUE})") int reportEvery,
                 @Option(names = "--table-mb", paramLabel = "M", defaultValue = "128",
                         description = "the solver's table in MB, 8 to 8192 (default: ${DEFAULT-VALUE})") long tableMb)
            throws IOException {
        CommandSpec generate = spec.subcommands().get("generate").getCommandSpec();
        UsageErrors.within(generate, "--games", games, 1, 10_000_000);
        UsageErrors.within(generate, "--cap", cap, 1, 1_000_000);
        UsageErrors.within(generate, "--theme-min", themeMin, 0, 1_000_000);
        UsageErrors.within(generate, "--position-ms", ms, 1, 3_600_000);
        UsageErrors.within(generate, "--budget", budget, 1, 100_000);
        UsageErrors.within(generate, "--report-every", reportEvery, 1, 10_000_000);
        UsageErrors.within(generate, "--table-mb", tableMb, 8, 8192);
        Path progressFile = progress != null ? progress : out.resolveSibling(out.getFileName() + ".progress");
        try {
            new PuzzleGenerator(new PuzzleGenerator.Settings(out, progressFile, recorded, games, cap, themeMin,
                    tableMb << 20, ms, budget, reportEvery), streams.err()).run();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
        return CliMain.OK;
    }

    @Command(name = "calibrate", mixinStandardHelpOptions = true,
            description = "Lets the ladder's rungs try every puzzle (resumable), fits the ratings to what they solved"
                    + " and writes them into the file.")
    int calibrate(@Option(names = "--file", paramLabel = "FILE", required = true,
                          description = "the puzzle file whose ratings are rewritten") Path file,
                  @Option(names = "--trials", paramLabel = "FILE", required = true,
                          description = "what the rungs did, kept to resume and to fit again") Path trials,
                  @Option(names = "--rungs", paramLabel = "R", defaultValue = "8",
                          description = "the rungs 1 to R try, 1 to 13 (default: ${DEFAULT-VALUE}, up to Medium)")
                  int rungs,
                  @Option(names = "--seeds", paramLabel = "S", defaultValue = "4",
                          description = "tries per rung and puzzle, 1 to 100 (default: ${DEFAULT-VALUE})") int seeds)
            throws IOException {
        CommandSpec calibrate = spec.subcommands().get("calibrate").getCommandSpec();
        UsageErrors.within(calibrate, "--rungs", rungs, 1, Ladder.size());
        UsageErrors.within(calibrate, "--seeds", seeds, 1, 100);
        try {
            new Calibration(new Calibration.Settings(file, trials, rungs, seeds), streams.err()).run();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
        return CliMain.OK;
    }

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Re-proves every puzzle from the solver's analysis (solve --analyze values): exit 0 if all hold.")
    int verify(@Option(names = "--file", paramLabel = "FILE", description = FILE) Path file,
               @Option(names = "--every", paramLabel = "K", defaultValue = "1",
                       description = "check every K-th puzzle only, 1 to 1000000 (default: ${DEFAULT-VALUE}, all)") int every)
            throws IOException {
        UsageErrors.within(spec.subcommands().get("verify").getCommandSpec(), "--every", every, 1, 1_000_000);
        List<Puzzle> puzzles = read(file);
        BookedSolver values = new BookedSolver(OpeningBook.bundledOrEmpty(), new Solver());
        PuzzleVerifier verifier = new PuzzleVerifier(position -> values.analyze(position, false));
        PrintStream out = streams.out();
        int checked = 0;
        int failed = 0;
        for (int i = 0; i < puzzles.size(); i += every) {
            Puzzle puzzle = puzzles.get(i);
            List<String> problems = verifier.problems(puzzle);
            checked++;
            if (!problems.isEmpty()) {
                failed++;
                out.println("puzzle " + (i + 1) + " (" + PuzzleFile.exportLine(puzzle) + "): " + String.join("; ", problems));
            }
        }
        out.println(checked + " puzzles checked, " + (checked - failed) + " proven, " + failed + " failed");
        return failed == 0 ? CliMain.OK : CliMain.FAILED;
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Prints one puzzle a line: MOVES KIND N SOLUTION RATING THEMES.")
    int export(@Option(names = "--file", paramLabel = "FILE", description = FILE) Path file) throws IOException {
        PrintStream out = streams.out();
        for (Puzzle puzzle : read(file)) {
            out.println(PuzzleFile.exportLine(puzzle));
        }
        return CliMain.OK;
    }

    private List<Puzzle> read(Path file) throws IOException {
        if (file == null) {
            return PuzzleFile.bundled();
        }
        try {
            return PuzzleFile.read(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
