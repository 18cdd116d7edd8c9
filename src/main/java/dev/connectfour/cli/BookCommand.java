package dev.connectfour.cli;

import dev.connectfour.cli.book.BookGenerator;
import dev.connectfour.cli.book.ExactLayerGenerator;
import dev.connectfour.cli.book.LayeredBookBuilder;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.book.BookVerifier;
import dev.connectfour.engine.book.OpeningBook;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code book generate|build|verify|info}: makes, checks and describes the opening book Hard plays from.
 * See the README for how the shipped book was made.
 */
final class BookCommand implements Command {
    /** The book's sources as committed, relative to the project's root. */
    private static final String DEFAULT_LINES = "src/docs/book/hard-lines-progress.txt";
    private static final String DEFAULT_EXACT = "src/docs/book/exact-7-progress.txt";
    private static final String DEFAULT_OUTCOMES = "src/docs/book/outcomes-8-ply.txt";
    private static final String DEFAULT_OUTPUT = "resources/dev/connectfour/engine/book/" + OpeningBook.RESOURCE;

    @Override
    public String name() {
        return "book";
    }

    @Override
    public String usage() {
        return "generate [--depth D] [--threads T] [--table-mb M] [--progress FILE]"
                + " | exact --discs K [--threads T] [--table-mb M] [--progress FILE]"
                + " | build [--outcomes FILE] [--exact FILE] [--lines FILE] [--output FILE]"
                + " | verify [--book FILE] [--layer all|outcome|exact|lines] [--sample N] [--seed S] [--min-discs K] [--table-mb M]"
                + " | info [--book FILE]";
    }

    @Override
    public String summary() {
        return "Generates the opening book's sources (resumable, parallel), builds the book from them, verifies a sample against the solver, or describes it.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        if (args.isEmpty()) {
            throw new UsageException("missing sub-command: generate, exact, build, verify or info");
        }
        List<String> rest = args.subList(1, args.size());
        try {
            switch (args.get(0)) {
                case "generate":
                    return generate(rest, err);
                case "exact":
                    return exact(rest, err);
                case "build":
                    return build(rest, out, err);
                case "verify":
                    return verify(rest, out, err);
                case "info":
                    return info(rest, out);
                default:
                    throw new UsageException("unknown sub-command '" + args.get(0) + "': expected generate, exact, build, verify or info");
            }
        } catch (IOException e) {
            err.println("book: " + e.getMessage());
            return CliMain.FAILED;
        }
    }

    private int generate(List<String> args, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("depth", "threads", "table-mb", "progress"), Set.of());
        int depth = options.getInt("depth", 12, 0, 40);
        int threads = options.getInt("threads", Runtime.getRuntime().availableProcessors(), 1, 64);
        long tableMb = options.getLong("table-mb", 512, 1, 1 << 16);
        Path progress = Path.of(options.get("progress", DEFAULT_LINES));
        BookGenerator generator = new BookGenerator(BoardSize.STANDARD,
                new BookGenerator.Settings(depth, threads, tableMb << 20, progress), err);
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

    private int exact(List<String> args, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("discs", "threads", "table-mb", "progress"), Set.of());
        if (!options.has("discs")) {
            throw new UsageException("missing --discs K: the number of discs of the positions to solve");
        }
        int discs = options.getInt("discs", 0, 0, 41);
        int threads = options.getInt("threads", Runtime.getRuntime().availableProcessors(), 1, 64);
        long tableMb = options.getLong("table-mb", 512, 1, 1 << 16);
        Path progress = Path.of(options.get("progress", DEFAULT_EXACT));
        try {
            new ExactLayerGenerator(BoardSize.STANDARD, progress, err).run(discs, threads, tableMb << 20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("book: interrupted; the progress file keeps what was done, run again to resume");
            return CliMain.FAILED;
        }
        return CliMain.OK;
    }

    private int build(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("outcomes", "exact", "lines", "output"), Set.of());
        Path outcomes = existing(options, "outcomes", DEFAULT_OUTCOMES);
        Path exact = existing(options, "exact", DEFAULT_EXACT);
        Path lines = existing(options, "lines", DEFAULT_LINES);
        Path output = Path.of(options.get("output", DEFAULT_OUTPUT));
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
        out.printf(Locale.ROOT, "BOOK file=%s bytes=%d%n", output, Files.size(output));
        out.println(book.describe());
        return CliMain.OK;
    }

    private static Path existing(NamedOptions options, String name, String fallback) throws UsageException {
        Path file = Path.of(options.get(name, fallback));
        if (!Files.exists(file)) {
            throw new UsageException("no file " + file + " (--" + name + ")");
        }
        return file;
    }

    private static void writeBook(OpeningBook book, Path output) throws IOException {
        Path temporary = output.resolveSibling(output.getFileName() + ".tmp");
        try (OutputStream stream = Files.newOutputStream(temporary)) {
            book.write(stream);
        }
        Files.move(temporary, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static OpeningBook load(NamedOptions options) throws IOException, UsageException {
        if (!options.has("book")) {
            try {
                return OpeningBook.bundled();
            } catch (OpeningBook.BookFormatException e) {
                throw new IOException("the bundled opening book is unusable: " + e.getMessage(), e);
            }
        }
        Path file = Path.of(options.get("book", ""));
        try (InputStream stream = Files.newInputStream(file)) {
            return OpeningBook.read(stream, BoardSize.STANDARD);
        } catch (OpeningBook.BookFormatException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private int verify(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("book", "layer", "sample", "seed", "min-discs", "table-mb"), Set.of());
        OpeningBook book = load(options);
        BookVerifier.Layer layer;
        try {
            layer = BookVerifier.Layer.valueOf(options.get("layer", "all").toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("unknown --layer '" + options.get("layer", "") + "': expected all, outcome, exact or lines");
        }
        int sample = options.getInt("sample", 100, 1, Integer.MAX_VALUE);
        long seed = options.getLong("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        int minDiscs = options.getInt("min-discs", 0, 0, 42);
        long tableMb = options.getLong("table-mb", 256, 1, 1 << 16);
        BookVerifier.Report report = new BookVerifier(book, tableMb << 20).verify(layer, sample, seed, minDiscs, err);
        out.println(report.summary());
        return report.mismatches() == 0 && report.missing() == 0 ? CliMain.OK : CliMain.FAILED;
    }

    private int info(List<String> args, PrintStream out) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("book"), Set.of());
        OpeningBook book = load(options);
        out.println(book.describe());
        return CliMain.OK;
    }

}
