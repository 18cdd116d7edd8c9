package dev.connectfour.cli;

import dev.connectfour.cli.book.BookGenerator;
import dev.connectfour.cli.book.ExactLayerGenerator;
import dev.connectfour.cli.book.LayeredBookBuilder;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.book.BookVerifier;
import dev.connectfour.engine.book.LostTurnScores;
import dev.connectfour.engine.book.OpeningBook;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code book generate|exact|build|verify|info}: makes, checks and describes the opening book Hard plays from.
 * See the README for how the shipped book was made. A file that cannot be read or written, or an interrupted
 * generation (its progress file keeps what was done), exits 1.
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Generates the opening book's sources (resumable, parallel), builds the book from them, verifies a"
                + " sample against the solver, or describes it.")
final class BookCommand implements Callable<Integer> {
    /** The book's sources as committed, relative to the project's root. */
    private static final String DEFAULT_LINES = "src/docs/book/hard-lines-progress.txt";
    private static final String DEFAULT_EXACT = "src/docs/book/exact-9-progress.txt";
    private static final String DEFAULT_OUTCOMES = "src/docs/book/outcomes-8-ply.txt";
    private static final String DEFAULT_OUTPUT = "resources/dev/connectfour/engine/book/" + OpeningBook.RESOURCE;
    private static final String DEFAULT_LOST_TURNS = "resources/dev/connectfour/engine/book/" + LostTurnScores.RESOURCE;
    private static final String THREADS = "search threads, 1 to 64 (default: the number of processors)";
    private static final String TABLE = "the table in MB, 1 to 65536 (default: ${DEFAULT-VALUE})";

    @Spec
    private CommandSpec spec;

    private final Streams streams;

    BookCommand(Streams streams) {
        this.streams = streams;
    }

    /** No sub-command: bad usage. */
    @Override
    public Integer call() {
        throw UsageErrors.error(spec, "missing sub-command: generate, exact, build, verify or info");
    }

    @Command(name = "generate", mixinStandardHelpOptions = true, description = "Generates Hard's lines (resumable, parallel).")
    int generate(@Option(names = "--depth", paramLabel = "D", defaultValue = "12",
                         description = "the lines' depth in discs, 0 to 40 (default: ${DEFAULT-VALUE})") int depth,
                 @Option(names = "--threads", paramLabel = "T", description = THREADS) Integer threads,
                 @Option(names = "--table-mb", paramLabel = "M", defaultValue = "512", description = TABLE) long tableMb,
                 @Option(names = "--progress", paramLabel = "FILE", defaultValue = DEFAULT_LINES,
                         description = "the progress file, read to resume (default: ${DEFAULT-VALUE})") Path progress)
            throws IOException {
        CommandSpec generate = spec.subcommands().get("generate").getCommandSpec();
        UsageErrors.within(generate, "--depth", depth, 0, 40);
        UsageErrors.within(generate, "--table-mb", tableMb, 1, 1 << 16);
        PrintStream err = streams.err();
        BookGenerator generator = new BookGenerator(BoardSize.STANDARD,
                new BookGenerator.Settings(depth, threads(generate, threads), tableMb << 20, progress), err);
        try {
            generator.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("book: interrupted; the progress file keeps what was done, run again to resume");
            return CliMain.FAILED;
        }
        err.println("book: Hard's lines are in " + progress + "; 'book build' makes the book");
        return CliMain.OK;
    }

    @Command(name = "exact", mixinStandardHelpOptions = true,
            description = "Solves every position of K discs exactly: the exact layer, or with --lost-turn the positions"
                    + " after a lost turn that the book cannot hold (resumable, parallel).")
    int exact(@Option(names = "--discs", required = true, paramLabel = "K",
                      description = "the number of discs of the positions to solve, 0 to 41") int discs,
              @Option(names = "--lost-turn", description = "the positions after a lost turn that no game without passes"
                      + " reaches, for the shipped " + LostTurnScores.RESOURCE) boolean lostTurn,
              @Option(names = "--threads", paramLabel = "T", description = THREADS) Integer threads,
              @Option(names = "--table-mb", paramLabel = "M", defaultValue = "512", description = TABLE) long tableMb,
              @Option(names = "--progress", paramLabel = "FILE", description = "the progress file, read to resume"
                      + " (default: " + DEFAULT_EXACT + ", with --lost-turn " + DEFAULT_LOST_TURNS + ")") Path progress)
            throws IOException {
        CommandSpec exact = spec.subcommands().get("exact").getCommandSpec();
        UsageErrors.within(exact, "--discs", discs, 0, 41);
        UsageErrors.within(exact, "--table-mb", tableMb, 1, 1 << 16);
        PrintStream err = streams.err();
        try {
            Path file = progress != null ? progress : Path.of(lostTurn ? DEFAULT_LOST_TURNS : DEFAULT_EXACT);
            new ExactLayerGenerator(BoardSize.STANDARD, file, err).run(discs, lostTurn, threads(exact, threads), tableMb << 20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("book: interrupted; the progress file keeps what was done, run again to resume");
            return CliMain.FAILED;
        }
        return CliMain.OK;
    }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Builds the book from the outcome table, the exact layer and Hard's lines, checking each"
                    + " against the others.")
    int build(@Option(names = "--outcomes", paramLabel = "FILE", defaultValue = DEFAULT_OUTCOMES,
                      description = "the outcome table (default: ${DEFAULT-VALUE})") Path outcomes,
              @Option(names = "--exact", paramLabel = "FILE", defaultValue = DEFAULT_EXACT,
                      description = "the exact layer (default: ${DEFAULT-VALUE})") Path exact,
              @Option(names = "--lines", paramLabel = "FILE", defaultValue = DEFAULT_LINES,
                      description = "Hard's lines (default: ${DEFAULT-VALUE})") Path lines,
              @Option(names = "--output", paramLabel = "FILE", defaultValue = DEFAULT_OUTPUT,
                      description = "the book (default: ${DEFAULT-VALUE})") Path output) throws IOException {
        CommandSpec build = spec.subcommands().get("build").getCommandSpec();
        existing(build, outcomes, "--outcomes");
        existing(build, exact, "--exact");
        existing(build, lines, "--lines");
        PrintStream err = streams.err();
        BookGenerator generator = new BookGenerator(BoardSize.STANDARD, new BookGenerator.Settings(BoardSize.STANDARD.cells(), 1, 1, lines), err);
        generator.loadProgress();
        ExactLayerGenerator exactLayer = new ExactLayerGenerator(BoardSize.STANDARD, exact, err);
        exactLayer.loadProgress();
        int exactDiscs = exactLayer.deepestDiscs();
        LayeredBookBuilder builder = new LayeredBookBuilder(BoardSize.STANDARD);
        OpeningBook book;
        try {
            book = builder.build(builder.readOutcomes(outcomes), exactDiscs, exactLayer.scoresAt(exactDiscs), generator.book());
        } catch (IllegalArgumentException e) {
            err.println("book: cannot build: " + e.getMessage());
            return CliMain.FAILED;
        }
        writeBook(book, output);
        streams.out().printf(Locale.ROOT, "BOOK file=%s bytes=%d%n", output, Files.size(output));
        streams.out().println(book.describe());
        return CliMain.OK;
    }

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = {"Checks that the layers are complete, and a random sample against the solver.",
                "Exit code 1 if an entry is missing or wrong."})
    int verify(@Option(names = "--book", paramLabel = "FILE", description = "the book (default: the shipped one)") Path file,
               @Option(names = "--layer", paramLabel = "LAYER", defaultValue = "all",
                       description = "all, outcome, exact or lines (default: ${DEFAULT-VALUE})") BookVerifier.Layer layer,
               @Option(names = "--sample", paramLabel = "N", defaultValue = "100",
                       description = "entries checked against the solver (default: ${DEFAULT-VALUE})") int sample,
               @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
                       description = "the sample's seed (default: ${DEFAULT-VALUE})") long seed,
               @Option(names = "--min-discs", paramLabel = "K", defaultValue = "0",
                       description = "sample entries of K discs or more, 0 to 42 (default: ${DEFAULT-VALUE})") int minDiscs,
               @Option(names = "--table-mb", paramLabel = "M", defaultValue = "256", description = TABLE) long tableMb)
            throws IOException {
        CommandSpec verify = spec.subcommands().get("verify").getCommandSpec();
        UsageErrors.within(verify, "--sample", sample, 1, Integer.MAX_VALUE);
        UsageErrors.within(verify, "--min-discs", minDiscs, 0, 42);
        UsageErrors.within(verify, "--table-mb", tableMb, 1, 1 << 16);
        BookVerifier.Report report = new BookVerifier(load(file), tableMb << 20).verify(layer, sample, seed, minDiscs, streams.err());
        streams.out().println(report.summary());
        return report.mismatches() == 0 && report.missing() == 0 ? CliMain.OK : CliMain.FAILED;
    }

    @Command(name = "info", mixinStandardHelpOptions = true, description = "Describes the book.")
    int info(@Option(names = "--book", paramLabel = "FILE", description = "the book (default: the shipped one)") Path file)
            throws IOException {
        streams.out().println(load(file).describe());
        return CliMain.OK;
    }

    private static int threads(CommandSpec spec, Integer threads) {
        return threads == null ? Runtime.getRuntime().availableProcessors() : UsageErrors.within(spec, "--threads", threads, 1, 64);
    }

    private static void existing(CommandSpec spec, Path file, String option) {
        if (!Files.exists(file)) {
            throw UsageErrors.error(spec, "no file " + file + " (" + option + ")");
        }
    }

    private static void writeBook(OpeningBook book, Path output) throws IOException {
        Path temporary = output.resolveSibling(output.getFileName() + ".tmp");
        try (OutputStream stream = Files.newOutputStream(temporary)) {
            book.write(stream);
        }
        Files.move(temporary, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The book in {@code file}, or the shipped one for null. */
    private static OpeningBook load(Path file) throws IOException {
        if (file == null) {
            try {
                return OpeningBook.bundled();
            } catch (OpeningBook.BookFormatException e) {
                throw new IOException("the bundled opening book is unusable: " + e.getMessage(), e);
            }
        }
        try (InputStream stream = Files.newInputStream(file)) {
            return OpeningBook.read(stream, BoardSize.STANDARD);
        } catch (OpeningBook.BookFormatException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
