package dev.connectfour.cli;

import dev.connectfour.cli.book.BookGenerator;
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
    private static final String DEFAULT_PROGRESS = "book-progress.txt";

    @Override
    public String name() {
        return "book";
    }

    @Override
    public String usage() {
        return "generate [--depth D] [--threads T] [--table-mb M] [--progress FILE] [--output FILE]"
                + " | build [--progress FILE] [--output FILE]"
                + " | verify [--book FILE] [--sample N] [--seed S] [--min-discs K] [--table-mb M]"
                + " | info [--book FILE]";
    }

    @Override
    public String summary() {
        return "Generates the opening book (resumable, parallel), builds it from a progress file, verifies a sample against the solver, or describes it.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        if (args.isEmpty()) {
            throw new UsageException("missing sub-command: generate, build, verify or info");
        }
        List<String> rest = args.subList(1, args.size());
        try {
            switch (args.get(0)) {
                case "generate":
                    return generate(rest, out, err);
                case "build":
                    return build(rest, out, err);
                case "verify":
                    return verify(rest, out, err);
                case "info":
                    return info(rest, out);
                default:
                    throw new UsageException("unknown sub-command '" + args.get(0) + "': expected generate, build, verify or info");
            }
        } catch (IOException e) {
            err.println("book: " + e.getMessage());
            return CliMain.FAILED;
        }
    }

    private int generate(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("depth", "threads", "table-mb", "progress", "output"), Set.of());
        int depth = options.getInt("depth", 12, 0, 40);
        int threads = options.getInt("threads", Runtime.getRuntime().availableProcessors(), 1, 64);
        long tableMb = options.getLong("table-mb", 512, 1, 1 << 16);
        Path progress = Path.of(options.get("progress", DEFAULT_PROGRESS));
        Path output = Path.of(options.get("output", OpeningBook.RESOURCE));
        BookGenerator generator = new BookGenerator(BoardSize.STANDARD,
                new BookGenerator.Settings(depth, threads, tableMb << 20, progress), err);
        OpeningBook book;
        try {
            book = generator.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("book: interrupted; the progress file keeps what was done, run again to resume");
            return CliMain.FAILED;
        }
        writeBook(book, output);
        out.printf(Locale.ROOT, "BOOK file=%s entries=%d depth=%d bytes=%d%n", output, book.entryCount(), book.depth(), Files.size(output));
        return CliMain.OK;
    }

    private int build(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("progress", "output"), Set.of());
        Path progress = Path.of(options.get("progress", DEFAULT_PROGRESS));
        Path output = Path.of(options.get("output", OpeningBook.RESOURCE));
        if (!Files.exists(progress)) {
            throw new UsageException("no progress file " + progress);
        }
        BookGenerator generator = new BookGenerator(BoardSize.STANDARD, new BookGenerator.Settings(0, 1, 1, progress), err);
        generator.loadProgress();
        OpeningBook book = generator.book();
        writeBook(book, output);
        out.printf(Locale.ROOT, "BOOK file=%s entries=%d depth=%d bytes=%d%n", output, book.entryCount(), book.depth(), Files.size(output));
        return CliMain.OK;
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
        NamedOptions options = NamedOptions.parse(args, Set.of("book", "sample", "seed", "min-discs", "table-mb"), Set.of());
        OpeningBook book = load(options);
        int sample = options.getInt("sample", 100, 1, Integer.MAX_VALUE);
        long seed = options.getLong("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        int minDiscs = options.getInt("min-discs", 0, 0, 42);
        long tableMb = options.getLong("table-mb", 256, 1, 1 << 16);
        BookVerifier.Report report = new BookVerifier(book, tableMb << 20).verify(sample, seed, minDiscs, err);
        out.println(report.summary());
        return report.mismatches() == 0 ? CliMain.OK : CliMain.FAILED;
    }

    private int info(List<String> args, PrintStream out) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse(args, Set.of("book"), Set.of());
        OpeningBook book = load(options);
        out.println(book.describe());
        return CliMain.OK;
    }

}
