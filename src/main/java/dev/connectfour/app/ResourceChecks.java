package dev.connectfour.app;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.book.OpeningBook;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.css.CssParser;

/**
 * The checks the self-check runs, one per file suffix. This is the extension point: a new kind
 * of resource gets a {@link ResourceCheck} here, and files of a suffix not listed are not checked.
 */
final class ResourceChecks {
    private static final Pattern CSS_URL = Pattern.compile("url\\(\\s*['\"]?([^'\")]+)['\"]?\\s*\\)");
    private static final Pattern UNFILTERED = Pattern.compile("\\$\\{project\\.[^}]*}");
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private ResourceChecks() {
    }

    /** The checks by suffix, in the order their files are reported. */
    static Map<String, ResourceCheck> standard() {
        Map<String, ResourceCheck> checks = new LinkedHashMap<>();
        checks.put(".fxml", new FxmlCheck());
        checks.put(".css", ResourceChecks::stylesheet);
        checks.put(".properties", ResourceChecks::properties);
        checks.put(".wav", ResourceChecks::wave);
        checks.put(".png", ResourceChecks::png);
        checks.put(".c4ob", ResourceChecks::openingBook);
        return checks;
    }

    /** Parsed by JavaFX's own CSS parser (no toolkit needed); every parse error fails it; url(...) must exist. */
    static void stylesheet(ResourceSource.Resource css) throws Exception {
        String text = utf8(css.bytes());
        List<String> problems = new ArrayList<>();
        synchronized (CssParser.class) { // the parser reports into one static list
            CssParser.errorsProperty().clear();
            new CssParser().parse("jrt:/" + css.name(), text);
            CssParser.errorsProperty().forEach(error -> problems.add(error.getMessage()));
            CssParser.errorsProperty().clear();
        }
        Matcher url = CSS_URL.matcher(text);
        while (url.find()) {
            String target = url.group(1).trim();
            if (!target.contains(":")) {
                // A leading '/' starts from the module's root, anything else from the stylesheet's directory.
                String path = target.startsWith("/") ? target : "/" + css.directory() + target;
                String name = URI.create(path).normalize().getPath().substring(1);
                if (!css.source().exists(name)) {
                    problems.add("url(" + target + ") names missing resource " + name);
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(String.join("; ", problems));
        }
    }

    /** Strings and settings: strict UTF-8 (the build's encoding), valid escapes, and filtered by Maven if meant to be. */
    static void properties(ResourceSource.Resource file) throws Exception {
        Properties properties = new Properties();
        properties.load(new StringReader(utf8(file.bytes())));
        for (String key : properties.stringPropertyNames()) {
            if (UNFILTERED.matcher(properties.getProperty(key)).find()) {
                throw new IllegalStateException("key " + key + " holds an unfiltered Maven property: "
                        + properties.getProperty(key));
            }
        }
    }

    /** A RIFF/WAVE file JavaFX can play: a PCM or float fmt chunk that adds up, and a data chunk that fits the file. */
    static void wave(ResourceSource.Resource file) throws Exception {
        ByteBuffer wav = ByteBuffer.wrap(file.bytes()).order(ByteOrder.LITTLE_ENDIAN);
        if (wav.remaining() < 12 || !tag(wav, 0).equals("RIFF") || !tag(wav, 8).equals("WAVE")) {
            throw new IllegalStateException("not a RIFF/WAVE file");
        }
        boolean format = false;
        int position = 12;
        while (position + 8 <= wav.limit()) {
            String chunk = tag(wav, position);
            long size = Integer.toUnsignedLong(wav.getInt(position + 4));
            long end = position + 8 + size;
            if (chunk.equals("fmt ")) {
                if (size < 16 || end > wav.limit()) {
                    throw new IllegalStateException("fmt chunk too short");
                }
                int encoding = Short.toUnsignedInt(wav.getShort(position + 8));
                int channels = Short.toUnsignedInt(wav.getShort(position + 10));
                int sampleRate = wav.getInt(position + 12);
                int blockAlign = Short.toUnsignedInt(wav.getShort(position + 20));
                int bits = Short.toUnsignedInt(wav.getShort(position + 22));
                if (encoding != 1 && encoding != 3 && encoding != 0xFFFE) {
                    throw new IllegalStateException("encoding " + encoding + " is neither PCM nor float");
                }
                if (channels < 1 || channels > 8 || sampleRate < 4000 || sampleRate > 192_000
                        || !List.of(8, 16, 24, 32).contains(bits) || blockAlign != channels * bits / 8) {
                    throw new IllegalStateException("inconsistent format: " + channels + " channels, "
                            + sampleRate + " Hz, " + bits + " bits, block " + blockAlign);
                }
                format = true;
            } else if (chunk.equals("data")) {
                if (!format) {
                    throw new IllegalStateException("data chunk before the fmt chunk");
                }
                if (size == 0 || end > wav.limit()) {
                    throw new IllegalStateException("data chunk of " + size + " bytes does not fit the file");
                }
                return;
            }
            position = (int) Math.min(Integer.MAX_VALUE, end + (size & 1)); // chunks are padded to even sizes
        }
        throw new IllegalStateException(format ? "no data chunk" : "no fmt chunk");
    }

    /** A PNG: its signature, a header chunk with a non-empty size first, and an end chunk last. */
    static void png(ResourceSource.Resource file) throws Exception {
        ByteBuffer png = ByteBuffer.wrap(file.bytes()).order(ByteOrder.BIG_ENDIAN);
        if (png.remaining() < 33 || !Arrays.equals(Arrays.copyOf(png.array(), 8), PNG_SIGNATURE)) {
            throw new IllegalStateException("not a PNG file");
        }
        if (!tag(png, 12).equals("IHDR") || png.getInt(16) <= 0 || png.getInt(20) <= 0) {
            throw new IllegalStateException("no valid IHDR header");
        }
        if (!tag(png, png.limit() - 8).equals("IEND")) {
            throw new IllegalStateException("truncated: no IEND chunk at the end");
        }
    }

    /** The opening book, read and validated as the game reads it: magic, version, board, layers, checksum. */
    static void openingBook(ResourceSource.Resource book) throws Exception {
        try {
            OpeningBook.read(new ByteArrayInputStream(book.bytes()), BoardSize.STANDARD);
        } catch (OpeningBook.BookFormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static String tag(ByteBuffer buffer, int at) {
        byte[] tag = new byte[4];
        buffer.get(at, tag);
        return new String(tag, StandardCharsets.ISO_8859_1);
    }

    private static String utf8(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes)).toString();
    }
}
