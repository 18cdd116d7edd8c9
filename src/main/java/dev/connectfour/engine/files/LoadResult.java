package dev.connectfour.engine.files;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * What loading a saved file gave: the value, and whether it came from the file, from the defaults
 * because there was no file, from the defaults because the file was bad, or from the file with some
 * of its values reset. In the last two cases the UI shows a non-blocking notice built from
 * {@link #problem()} and {@link #keptAs()}.
 *
 * @param file    the file that was read
 * @param value   the loaded value, or the defaults
 * @param status  where the value came from
 * @param keptAs  {@link Status#DEFAULTS_USED}: where the bad file now is; {@link Status#REPAIRED}: where the
 *                copy of the file as it was is; {@code null} otherwise, and when it could not be moved or
 *                copied (then it stayed at {@code file} and is not written over)
 * @param problem {@link Status#DEFAULTS_USED}: why the file was not used, e.g. {@code line 3: …};
 *                {@link Status#REPAIRED}: which values were reset, e.g. {@code language (klingon)}; else
 *                {@code null}
 */
public record LoadResult<T>(Path file, T value, Status status, Path keptAs, String problem) {

    /** Where a loaded value came from. */
    public enum Status {
        /** Read from the file. */
        LOADED,
        /** There was no file (the first start): the defaults, nothing to report. */
        NO_FILE,
        /** The file could not be read or parsed: the defaults; tell the player. */
        DEFAULTS_USED,
        /** Read from the file, but some of its values could not be used and took their defaults; tell the player. */
        REPAIRED
    }

    public LoadResult {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(status, "status");
        boolean told = status == Status.DEFAULTS_USED || status == Status.REPAIRED;
        if (told != (problem != null) || (keptAs != null && !told)) {
            throw new IllegalArgumentException("a problem and a kept copy go with DEFAULTS_USED or REPAIRED only: "
                    + status);
        }
    }

    static <T> LoadResult<T> loaded(Path file, T value) {
        return new LoadResult<>(file, value, Status.LOADED, null, null);
    }

    static <T> LoadResult<T> noFile(Path file, T defaults) {
        return new LoadResult<>(file, defaults, Status.NO_FILE, null, null);
    }

    static <T> LoadResult<T> defaultsUsed(Path file, T defaults, Path keptAs, String problem) {
        return new LoadResult<>(file, defaults, Status.DEFAULTS_USED, keptAs, problem);
    }

    static <T> LoadResult<T> repaired(Path file, T value, Path keptAs, String resetValues) {
        return new LoadResult<>(file, value, Status.REPAIRED, keptAs, resetValues);
    }

    /** True when the player should be told (the file was bad, or some of its values were). */
    public boolean needsNotice() {
        return status == Status.DEFAULTS_USED || status == Status.REPAIRED;
    }

    /** Where the bad file was kept, if it was moved aside. */
    public Optional<Path> keptAsPath() {
        return Optional.ofNullable(keptAs);
    }

    /**
     * An English sentence for the log or a notice, e.g. {@code statistics.txt could not be read (line 3:
     * …); the defaults are used and the file was kept as statistics.txt.corrupt-20261122-143000}, or which
     * values were reset for {@link Status#REPAIRED}. Empty
     * unless {@link #needsNotice()}. The UI may build its own translated text from the fields instead.
     */
    public Optional<String> notice() {
        if (!needsNotice()) {
            return Optional.empty();
        }
        String where = keptAs != null ? "the file was kept as " + keptAs.getFileName()
                : "the file was left in place and will not be written over";
        if (status == Status.REPAIRED) {
            return Optional.of(file.getFileName() + ": these values could not be used and took their defaults: "
                    + problem + "; every other value was kept and " + where);
        }
        return Optional.of(file.getFileName() + " could not be read (" + problem + "); the defaults are used and "
                + where);
    }

    /** The same result with another value (a store mapping what it parsed). */
    public <U> LoadResult<U> map(java.util.function.Function<? super T, ? extends U> mapper) {
        return new LoadResult<>(file, mapper.apply(value), status, keptAs, problem);
    }
}
