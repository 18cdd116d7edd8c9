package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.theme.Contrast;
import dev.connectfour.ui.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Headless: an uncaught exception shows the error dialog over a themed main window, in the player's language
 * and theme: a plain sentence first, the details behind "Show details", "Copy details" filling the clipboard.
 */
class CrashReporterTest {
    private static final ResourceBundle ENGLISH = Bundles.common(Language.ENGLISH.locale());
    private final AtomicInteger quits = new AtomicInteger();
    private Thread.UncaughtExceptionHandler previous;
    private CrashReporter reporter;
    private Stage owner;

    @BeforeEach
    void keepTheHandler() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
        previous = Thread.getDefaultUncaughtExceptionHandler();
    }

    /** A main window in {@code settings}' theme, and the reporter installed over it, following {@code settings}. */
    private void install(UiSettings settings) throws Exception {
        owner = WaitForAsyncUtils.asyncFx(() -> {
            Stage stage = new Stage();
            Scene scene = new Scene(new StackPane(new Label("the game")), 640, 480);
            settings.theme().applyTo(scene);
            stage.setScene(scene);
            stage.show();
            return stage;
        }).get(30, TimeUnit.SECONDS);
        reporter = new CrashReporter(owner, quits::incrementAndGet);
        reporter.follow(() -> settings);
        Thread.setDefaultUncaughtExceptionHandler(reporter);
    }

    private static UiSettings in(Language language, Theme theme) {
        return UiSettings.DEFAULTS.withLanguage(language).withTheme(theme);
    }

    @AfterEach
    void restore() throws Exception {
        Alert open = reporter == null ? null : reporter.dialog();
        WaitForAsyncUtils.asyncFx(() -> {
            if (open != null) {
                open.close();
            }
            if (owner != null) {
                owner.close();
            }
        }).get(30, TimeUnit.SECONDS);
        Thread.setDefaultUncaughtExceptionHandler(previous);
    }

    private Alert crash(String message) throws TimeoutException {
        Platform.runLater(() -> {
            throw new IllegalStateException(message);
        });
        return awaitDialog();
    }

    private Alert awaitDialog() throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> reporter.dialog() != null && reporter.dialog().isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        return reporter.dialog();
    }

    private static Button button(Alert dialog, ButtonData data) {
        return dialog.getButtonTypes().stream().filter(type -> type.getButtonData() == data)
                .map(type -> (Button) dialog.getDialogPane().lookupButton(type)).findFirst().orElseThrow();
    }

    private static void fire(Node node) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            if (node instanceof Button button) {
                button.fire();
            } else {
                ((Hyperlink) node).fire();
            }
        }).get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TextArea details(Alert dialog) {
        return (TextArea) dialog.getDialogPane().lookup("#crash-details");
    }

    private static Hyperlink showDetails(Alert dialog) {
        return (Hyperlink) dialog.getDialogPane().lookup("#crash-show-details");
    }

    private static String message(Alert dialog) {
        return ((Label) dialog.getDialogPane().lookup(".crash-message")).getText();
    }

    @Test
    void aPlainSentenceLeadsTheDetailsWaitUntilAskedAndCopyFillsTheClipboard() throws Exception {
        install(in(Language.ENGLISH, Theme.CLASSIC));
        Alert dialog = crash("boom in a test");
        assertEquals("Connect Four: something went wrong", dialog.getTitle());
        assertEquals("Sorry, something went wrong.", dialog.getHeaderText());
        assertTrue(message(dialog).startsWith("The game ran into an error it did not expect. A game in progress is not lost"),
                message(dialog));
        assertFalse(details(dialog).isVisible(), "the details are hidden until asked");
        assertFalse(message(dialog).contains("IllegalStateException"), "no exception's name in the player's sentence");

        fire(showDetails(dialog));
        String details = details(dialog).getText();
        assertTrue(details(dialog).isVisible(), "Show details shows them");
        assertEquals("Hide details", showDetails(dialog).getText());
        assertTrue(details.contains("Thread: JavaFX Application Thread"), details);
        assertTrue(details.contains("java.lang.IllegalStateException: boom in a test"), details);
        assertTrue(details.contains("dev.connectfour.app.CrashReporterTest.lambda"), details);

        fire(button(dialog, ButtonData.OTHER));
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get(30, TimeUnit.SECONDS);
        assertEquals(details, copied);
        assertTrue(dialog.isShowing(), "copying does not close the dialog");

        assertTrue(button(dialog, ButtonData.CANCEL_CLOSE).isDefaultButton() && !button(dialog, ButtonData.OK_DONE)
                .isDefaultButton(), "Enter continues; quitting is chosen on purpose");
        fire(button(dialog, ButtonData.CANCEL_CLOSE));
        assertTrue(!dialog.isShowing() && reporter.dialog() == null, "Continue closes it");
        assertEquals(0, quits.get());
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"SYSTEM", "ENGLISH"}, mode = EnumSource.Mode.EXCLUDE)
    void itSpeaksThePlayersLanguageButtonsIncluded(Language language) throws Exception {
        install(in(language, Theme.CLASSIC));
        Alert dialog = crash("in " + language);
        ResourceBundle strings = Bundles.common(language.locale());
        for (String[] shown : new String[][] {
            {"crash.title", dialog.getTitle()}, {"crash.header", dialog.getHeaderText()},
            {"crash.message", message(dialog)}, {"crash.details.show", showDetails(dialog).getText()},
            {"crash.copy", button(dialog, ButtonData.OTHER).getText()},
            {"crash.continue", button(dialog, ButtonData.CANCEL_CLOSE).getText()},
            {"crash.quit", button(dialog, ButtonData.OK_DONE).getText()}}) {
            assertEquals(strings.getString(shown[0]), shown[1], language + ": " + shown[0]);
            assertNotEquals(ENGLISH.getString(shown[0]), shown[1], language + ": " + shown[0] + " is still English");
        }
        fire(showDetails(dialog));
        assertEquals(strings.getString("crash.details.hide"), showDetails(dialog).getText());
        assertTrue(dialog.getDialogPane().getStyleClass().contains("lang-" + language.locale().toLanguageTag()),
                "in the language's font");
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyTextOfTheDialogContrastsWithItsGroundByFourAndAHalfToOne(Theme theme) throws Exception {
        install(in(Language.ENGLISH, theme));
        Alert dialog = crash("contrast");
        fire(showDetails(dialog));
        List<String> problems = new ArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> {
            List<Labeled> texts = new ArrayList<>();
            texts.add((Labeled) dialog.getDialogPane().lookup(".header-panel .label"));
            texts.add((Labeled) dialog.getDialogPane().lookup(".crash-message"));
            texts.add(showDetails(dialog));
            dialog.getButtonTypes().forEach(type -> texts.add((Button) dialog.getDialogPane().lookupButton(type)));
            for (Labeled text : texts) {
                check(problems, text.getText(), (Color) text.getTextFill(), text);
            }
            Text line = (Text) details(dialog).lookup(".text");
            check(problems, "the details", (Color) line.getFill(), line);
        }).get(30, TimeUnit.SECONDS);
        assertTrue(problems.isEmpty(), theme + ": " + problems);
    }

    private static void check(List<String> problems, String what, Color text, Node node) {
        List<Color> ground = Contrast.groundOf(node);
        double ratio = Contrast.against(text, ground);
        if (ratio < Contrast.TEXT) {
            problems.add("\"" + what + "\" " + text + " on " + ground + ": " + Contrast.describe(ratio));
        }
    }

    @Test
    void aSecondExceptionWhileTheDialogShowsIsOnlyLoggedAndQuitQuits() throws Exception {
        install(in(Language.ENGLISH, Theme.CLASSIC));
        Alert first = crash("first");
        Platform.runLater(() -> {
            throw new IllegalStateException("second");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(first, reporter.dialog(), "no second dialog");
        assertTrue(details(first).getText().contains("first"));
        fire(button(first, ButtonData.OK_DONE));
        assertEquals(1, quits.get());
    }

    @Test
    void anExceptionOnAnotherThreadIsShownOnTheFxThread() throws Exception {
        install(in(Language.ENGLISH, Theme.CLASSIC));
        Thread worker = new Thread(() -> {
            throw new UnsupportedOperationException("from a worker");
        }, "test-worker");
        worker.start();
        worker.join();
        Alert dialog = awaitDialog();
        assertNotNull(dialog);
        assertTrue(details(dialog).getText().contains("Thread: test-worker"), details(dialog).getText());
    }
}
