package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The self-check on the game's real resources (they pass), and on a resource directory of broken
 * files written by each test (each names its file and fails).
 */
class SelfCheckTest {
    private static final String GOOD_FXML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?import javafx.scene.control.Button?>
            <?import javafx.scene.layout.*?>
            <VBox xmlns:fx="http://javafx.com/fxml/1" fx:controller="dev.connectfour.ui.menu.MenuController"
                  stylesheets="@screen.css">
                <Button text="%quit" onAction="#onQuit" GridPane.columnIndex="1"/>
            </VBox>
            """;

    @TempDir
    Path resources;

    @Test
    void theGamesOwnResourcesPass() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = SelfCheck.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals("ok" + System.lineSeparator(), out.toString(StandardCharsets.UTF_8));
        assertEquals(Main.OK, exit);
    }

    @Test
    void aWellFormedScreenWithItsStringsAndStylesheetPasses() throws IOException {
        write("ui/screen.fxml", GOOD_FXML);
        write("ui/screen.properties", "quit=Quit\n");
        write("ui/screen.css", ".root { -fx-background-color: #102030; -fx-font-size: 15px; }\n");
        assertEquals(List.of(), failures());
    }

    @Test
    void aBrokenStylesheetFailsByName() throws IOException {
        write("ui/broken.css", ".button { -fx-background-color: ; \n .label }}} { -fx-text-fill: red\n");
        assertFailsOnly("ui/broken.css");
    }

    @Test
    void aStylesheetNamingAMissingImageFails() throws IOException {
        write("ui/screen.css", ".root { -fx-background-image: url(\"missing.png\"); }\n");
        assertFailsOnly("ui/screen.css", "missing.png");
    }

    @Test
    void stylesheetUrlsResolveFromTheirDirectoryOrFromTheRoot() throws IOException {
        write("ui/screen.css", ".a { -fx-background-image: url(\"img/disc.png\"); }\n"
                + ".b { -fx-background-image: url('/shared/board.png'); }\n");
        Files.write(file("ui/img/disc.png"), png());
        Files.write(file("shared/board.png"), png());
        assertEquals(List.of(), failures());
    }

    @Test
    void anFxmlThatIsNotWellFormedFails() throws IOException {
        write("ui/screen.fxml", GOOD_FXML.replace("</VBox>", "</HBox>"));
        write("ui/screen.properties", "quit=Quit\n");
        write("ui/screen.css", ".root {}\n");
        assertFailsOnly("ui/screen.fxml", "well-formed");
    }

    @Test
    void anFxmlWhoseControllerDoesNotExistFails() throws IOException {
        write("ui/screen.fxml", GOOD_FXML.replace("menu.MenuController", "menu.NoSuchController"));
        write("ui/screen.properties", "quit=Quit\n");
        write("ui/screen.css", ".root {}\n");
        assertFailsOnly("ui/screen.fxml", "NoSuchController");
    }

    @Test
    void anFxmlNamingAMissingHandlerStringClassOrStylesheetFailsOnEach() throws IOException {
        write("ui/screen.fxml", GOOD_FXML.replace("#onQuit", "#onExplode").replace("%quit", "%missingKey")
                .replace("<Button ", "<Button/><Spinner ").replace("@screen.css", "@gone.css"));
        write("ui/screen.properties", "quit=Quit\n");
        String failure = assertFailsOnly("ui/screen.fxml", "onExplode");
        assertTrue(failure.contains("missingKey") && failure.contains("Spinner") && failure.contains("gone.css"), failure);
    }

    @Test
    void aBundleWithABadEscapeOrAnUnfilteredVersionFails() throws IOException {
        write("ui/strings.properties", "title=\\uZZZZ\n");
        write("engine/version.properties", "version=${project.version}\n");
        List<String> failures = failures();
        assertEquals(2, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("engine/version.properties"), failures.toString());
        assertTrue(failures.get(1).startsWith("ui/strings.properties"), failures.toString());
    }

    @Test
    void aValidWaveFilePasses() throws IOException {
        Files.write(file("sound/drop.wav"), wave(44_100, 100));
        assertEquals(List.of(), failures());
    }

    @Test
    void aTruncatedOrForeignWaveFileFails() throws IOException {
        byte[] wave = wave(44_100, 100);
        Files.write(file("sound/drop.wav"), java.util.Arrays.copyOf(wave, wave.length - 50));
        Files.writeString(file("sound/win.wav"), "ID3 this is an mp3");
        List<String> failures = failures();
        assertEquals(2, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("sound/drop.wav") && failures.get(0).contains("does not fit"), failures.toString());
        assertTrue(failures.get(1).startsWith("sound/win.wav"), failures.toString());
    }

    @Test
    void anOpeningBookTheEngineCannotReadFails() throws IOException {
        Files.write(file("engine/book/opening-book-7x6.c4ob"), new byte[0]);
        assertFailsOnly("engine/book/opening-book-7x6.c4ob", "truncated");
        Files.writeString(file("engine/book/opening-book-7x6.c4ob"), "C4OB but not much else");
        assertFailsOnly("engine/book/opening-book-7x6.c4ob", "version");
    }

    @Test
    void aModuleWithNothingToCheckFails() throws IOException {
        write("dev/Some.class", "not checked");
        List<String> failures = failures();
        assertEquals(1, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("no resources found"), failures.toString());
    }

    private List<String> failures() {
        return new SelfCheck(ResourceSource.ofDirectory(resources, getClass().getClassLoader()),
                ResourceChecks.standard()).failures();
    }

    private String assertFailsOnly(String name, String... mentions) {
        List<String> failures = failures();
        assertEquals(1, failures.size(), failures.toString());
        String failure = failures.get(0);
        assertTrue(failure.startsWith(name + ": "), failure);
        for (String mention : mentions) {
            assertTrue(failure.contains(mention), failure);
        }
        return failure;
    }

    private void write(String name, String text) throws IOException {
        Files.writeString(file(name), text);
    }

    private Path file(String name) throws IOException {
        Path file = resources.resolve(name);
        Files.createDirectories(file.getParent());
        return file;
    }

    /** The smallest PNG the check accepts: signature, a 1x1 header chunk, an end chunk (CRCs are not checked). */
    private static byte[] png() {
        ByteBuffer png = ByteBuffer.allocate(8 + 25 + 12);
        png.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        png.putInt(13).put("IHDR".getBytes(StandardCharsets.US_ASCII)).putInt(1).putInt(1)
                .put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0).putInt(0);
        png.putInt(0).put("IEND".getBytes(StandardCharsets.US_ASCII)).putInt(0);
        return png.array();
    }

    /** A mono 16-bit PCM wave of {@code samples} silent samples. */
    private static byte[] wave(int sampleRate, int samples) {
        int dataSize = samples * 2;
        ByteBuffer wav = ByteBuffer.allocate(44 + dataSize).order(ByteOrder.LITTLE_ENDIAN);
        wav.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36 + dataSize).put("WAVE".getBytes(StandardCharsets.US_ASCII));
        wav.put("fmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16).putShort((short) 1).putShort((short) 1)
                .putInt(sampleRate).putInt(sampleRate * 2).putShort((short) 2).putShort((short) 16);
        wav.put("data".getBytes(StandardCharsets.US_ASCII)).putInt(dataSize);
        return wav.array();
    }
}
