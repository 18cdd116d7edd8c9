package dev.connectfour.engine.files;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.Optional;

/**
 * One file that is only ever replaced whole: a write goes to a temporary file in the same directory,
 * is forced to the disk, then renamed over the old file, and the directory is forced too where the
 * platform allows. A crash or an error at any point leaves either the old file or the new one, never
 * a mixture, and no temporary file behind (except after a hard crash of the JVM itself: the stray
 * {@code NAME.*.tmp} is harmless and never read).
 *
 * <p>Reading: {@link #load} parses the file and, when the text cannot be read or parsed, keeps the bad
 * file aside as {@code NAME.corrupt-<yyyyMMdd-HHmmss>} (never over an earlier one) and answers the
 * defaults, with a {@link LoadResult} saying so. While a bad file could not be moved aside, this
 * instance refuses to write over or delete it, so the only copy is never overwritten: keep one
 * instance (one store) per file for the whole run.
 *
 * <p>Not thread-safe: one owner (a store) uses it from one thread at a time.
 */
public final class AtomicFile {
    /** Larger files are not read: every file of the game is a few kilobytes. */
    public static final long MAX_READ_BYTES = 1 << 20;

    private static final System.Logger LOG = System.getLogger(AtomicFile.class.getName());
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    /** Writes the whole new content; it may throw, and then the old file stays as it was. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Reads the file's text into a value; any exception means the file is bad. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(String text) throws Exception;
    }

    private final Path file;
    private final Clock clock;
    /** Set when a bad file could not be moved aside: it must not be overwritten. */
    private boolean protectBadFile;

    /** The file at {@code file}; its directory is created on the first write. */
    public AtomicFile(Path file) {
        this(file, Clock.systemDefaultZone());
    }

    /** As {@link #AtomicFile(Path)}, with the clock that names corrupt copies (tests). */
    public AtomicFile(Path file, Clock clock) {
        this.file = Objects.requireNonNull(file, "file").toAbsolutePath();
        this.clock = Objects.requireNonNull(clock, "clock");
        if (this.file.getFileName() == null) {
            throw new IllegalArgumentException("not a file: " + file);
        }
    }

    public Path path() {
        return file;
    }

    /**
     * Replaces the file with what {@code content} writes (see the class comment). The stream passed
     * to {@code content} need not be closed by it.
     *
     * @throws IOException if the directory, the temporary file, the force or the rename fail, or
     *                     {@code content} throws; the old file is then unchanged
     */
    public void write(Content content) throws IOException {
        Objects.requireNonNull(content, "content");
        if (protectBadFile) {
            throw new IOException("not writing " + file + ": it holds data that could not be read and could not be"
                    + " kept aside; move it away by hand");
        }
        Path directory = file.getParent();
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, file.getFileName() + ".", ".tmp");
        boolean renamed = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = new BufferedOutputStream(new UnclosableStream(Channels.newOutputStream(channel)));
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // some file systems cannot rename atomically; a plain replace is the best they offer
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            renamed = true;
            forceDirectory(directory);
        } finally {
            if (!renamed) {
                deleteQuietly(temporary);
            }
        }
    }

    /** {@link #write(Content)} of UTF-8 text. */
    public void writeString(String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(out -> out.write(bytes));
    }

    /**
     * The file's text, strict UTF-8; empty if there is no file.
     *
     * @throws IOException if it cannot be read, is larger than {@link #MAX_READ_BYTES}, or is not UTF-8
     */
    public Optional<String> readString() throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) MAX_READ_BYTES + 1);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (bytes.length > MAX_READ_BYTES) {
            throw new IOException("larger than " + MAX_READ_BYTES + " bytes");
        }
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            throw new IOException("not UTF-8 text", e);
        }
    }

    /**
     * Reads and parses the file. No file: the defaults, {@link LoadResult.Status#NO_FILE}. A file that
     * cannot be read or parsed: the defaults, {@link LoadResult.Status#DEFAULTS_USED}, the file kept
     * aside (see the class comment). Never throws for a bad file; errors (out of memory) pass.
     */
    public <T> LoadResult<T> load(Parser<T> parser, T defaults) {
        Objects.requireNonNull(parser, "parser");
        String text;
        try {
            Optional<String> read = readString();
            if (read.isEmpty()) {
                return LoadResult.noFile(file, defaults);
            }
            text = read.get();
        } catch (IOException | RuntimeException e) {
            return defaultsForBadFile(defaults, "cannot read it: " + describe(e));
        }
        try {
            return LoadResult.loaded(file, Objects.requireNonNull(parser.parse(text), "the parser returned null"));
        } catch (Exception e) {
            return defaultsForBadFile(defaults, describe(e));
        }
    }

    /**
     * For a file that was read but some of whose values could not be used ({@code resetValues} names them):
     * keeps a copy of the file as it was beside it, as {@code NAME.corrupt-<timestamp>} like a bad file, and
     * answers {@code value} as {@link LoadResult.Status#REPAIRED}. The file itself stays, for the owner to
     * write the repaired value over. If no copy can be made, this instance refuses to write over the file (as
     * for a bad file that could not be moved) and the result's {@code keptAs} is null.
     */
    public <T> LoadResult<T> keepCopyOfRepaired(T value, String resetValues) {
        try {
            Path copy = keepCopy();
            LOG.log(Level.WARNING, "{0}: reset {1} to the defaults; kept the file as it was as {2}", file, resetValues,
                    copy.getFileName());
            return LoadResult.repaired(file, value, copy, resetValues);
        } catch (IOException | RuntimeException e) {
            protectBadFile = true;
            LOG.log(Level.WARNING, "{0}: reset {1} to the defaults, but could not keep a copy ({2}); will not write"
                    + " over it", file, resetValues, describe(e));
            return LoadResult.repaired(file, value, null, resetValues);
        }
    }

    /** Deletes the file if it is there. */
    public void delete() throws IOException {
        if (protectBadFile) {
            throw new IOException("not deleting " + file + ": it holds data that could not be read and could not be"
                    + " kept aside");
        }
        if (Files.deleteIfExists(file)) {
            forceDirectory(file.getParent());
        }
    }

    /**
     * Moves the file aside as {@code NAME.corrupt-<timestamp>}, never replacing an earlier copy.
     *
     * @return where it now is
     * @throws IOException if it cannot be moved (then it stays, and writes are refused)
     */
    Path keepAside() throws IOException {
        // No ATOMIC_MOVE: on Linux an atomic rename silently replaces an existing target. A plain move
        // without REPLACE_EXISTING refuses an existing copy, and in the same directory it is a rename all
        // the same.
        return putAside(aside -> Files.move(file, aside));
    }

    /** Copies the file to {@code NAME.corrupt-<timestamp>}, never replacing an earlier copy; the file stays. */
    private Path keepCopy() throws IOException {
        return putAside(copy -> {
            Files.copy(file, copy);
            try (FileChannel channel = FileChannel.open(copy, StandardOpenOption.WRITE)) {
                channel.force(true); // on the disk before the owner writes over the original
            }
        });
    }

    @FunctionalInterface
    private interface Placement {
        void placeAt(Path target) throws IOException;
    }

    private Path putAside(Placement placement) throws IOException {
        String base = file.getFileName() + ".corrupt-" + LocalDateTime.now(clock).format(STAMP);
        for (int attempt = 1; ; attempt++) {
            Path aside = file.resolveSibling(attempt == 1 ? base : base + "-" + attempt);
            try {
                placement.placeAt(aside);
                forceDirectory(file.getParent());
                return aside;
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 1000) {
                    throw e;
                }
            }
        }
    }

    private <T> LoadResult<T> defaultsForBadFile(T defaults, String problem) {
        try {
            Path aside = keepAside();
            LOG.log(Level.WARNING, "{0} could not be read ({1}); kept it as {2} and started from the defaults",
                    file, problem, aside.getFileName());
            return LoadResult.defaultsUsed(file, defaults, aside, problem);
        } catch (IOException | RuntimeException e) {
            protectBadFile = true;
            LOG.log(Level.WARNING, "{0} could not be read ({1}) nor kept aside ({2}); started from the defaults and"
                    + " will not write over it", file, problem, describe(e));
            return LoadResult.defaultsUsed(file, defaults, null, problem);
        }
    }

    private static String describe(Throwable e) {
        String message = e.getMessage();
        if (e instanceof NoSuchFileException || e instanceof java.nio.file.AccessDeniedException) {
            return e.getClass().getSimpleName() + ": " + message;
        }
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    /** Makes a rename in {@code directory} durable where a directory can be opened (not on Windows). */
    private static void forceDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            // not supported everywhere; the file's own content is already on the disk
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot delete the temporary file {0}: {1}", temporary, e);
        }
    }

    /** Lets the owner close the channel after forcing it, whatever the content does with the stream. */
    private static final class UnclosableStream extends FilterOutputStream {
        UnclosableStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
