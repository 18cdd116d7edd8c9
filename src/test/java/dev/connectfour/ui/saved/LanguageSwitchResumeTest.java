package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.Language;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A game left for the start screen, or kept from the last run, resumes after the player changed the language,
 * whichever the two languages: the seats named by their role ("You", "Computer 1") are then named in the new one.
 */
class LanguageSwitchResumeTest {
    /** A few languages, one per script (the bug lived in the role names' translations): every ordered pair. */
    private static final List<Language> LANGUAGES = List.of(Language.ENGLISH, Language.JAPANESE,
            Language.CHINESE_SIMPLIFIED, Language.RUSSIAN);
    /** The watched game: a cycle through more languages, one start each. */
    private static final List<Language> CYCLE = List.of(Language.ENGLISH, Language.JAPANESE,
            Language.CHINESE_SIMPLIFIED, Language.RUSSIAN, Language.FRENCH, Language.GERMAN);

    @TempDir
    Path config;

    @Test
    void aOnePlayerGameResumesAfterASwitchBetweenAnyTwoLanguages() throws TimeoutException {
        TestApp app = new TestApp(config).withTestSettings().start();
        try {
            for (Language from : LANGUAGES) {
                for (Language to : LANGUAGES) {
                    if (from != to) {
                        leaveAGameSwitchAndResume(app, from, to);
                    }
                }
            }
        } finally {
            app.stop();
        }
    }

    /** The steps of the report: one player, one move, Esc, Settings, another language, Back, Resume. */
    private static void leaveAGameSwitchAndResume(TestApp app, Language from, Language to) {
        String pair = from + " to " + to;
        switchTo(app, from);
        app.robot.interact(() -> app.games().startGame(GameSettings.onePlayer(ComputerLevel.EASY)
                .withComputerDelayMillis(0)));
        app.clickColumn(3);
        app.waitUntil("the computer's answer", () -> app.shownPosition().turns().size() == 2 && !app.board().isAnimating());
        String before = app.shownPosition().notation();
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".resume-card"), pair + ": the game left is offered");
        app.robot.interact(() -> app.navigator().show(ScreenId.SETTINGS));
        switchTo(app, to);
        app.robot.interact(() -> app.navigator().back());
        app.robot.clickOn("#resumeButton");
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(app.isShowing(".play-screen"), pair + ": the game screen");
        assertEquals(before, app.shownPosition().notation(), pair + ": the same discs");
        assertEquals(List.of(word(to, "name.you"), word(to, "name.computer")), names(app), pair);
        app.clickColumn(3);
        app.waitUntil(pair + ": the game goes on", () -> app.shownPosition().turns().size() == 4
                && !app.board().isAnimating());
    }

    @Test
    void aWatchedGameKeptInOneLanguageResumesInTheNext() throws TimeoutException, IOException {
        for (int i = 0; i < CYCLE.size(); i++) {
            Language from = CYCLE.get(i);
            Language to = CYCLE.get((i + 1) % CYCLE.size());
            Files.writeString(config.resolve(SavedGameStore.FILE_NAME), watchedGameSavedIn(from));
            TestApp app = new TestApp(config).withSettings("language=" + to.name(), "animationSpeed=FAST").start();
            try {
                String pair = from + " to " + to;
                app.robot.clickOn("#resumeButton");
                WaitForAsyncUtils.waitForFxEvents();
                assertTrue(app.isShowing(".play-screen"), pair + ": the game screen");
                assertEquals("4455", app.shownPosition().notation(), pair);
                assertEquals(List.of(word(to, "name.computerOne"), word(to, "name.computerTwo")), names(app), pair);
                assertFalse(Files.exists(config.resolve(SavedGameStore.FILE_NAME)), pair + ": resumed, forgotten");
                app.advanceClock(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
                app.waitUntil(pair + ": the computers play on", () -> app.shownPosition().turns().size() == 5);
            } finally {
                app.stop();
            }
        }
    }

    /** A watched game as a run in {@code language} keeps it when its window closes. */
    private static String watchedGameSavedIn(Language language) {
        return String.join("\n", "connect-four-saved-game 2", "mode watch", "seat-one-level easy",
                "seat-two-level easy", "starter seat_one", "move-clock-seconds 0", "computer-delay-millis 600",
                "adaptive false", "seat-one-name " + word(language, "name.computerOne"),
                "seat-two-name " + word(language, "name.computerTwo"), "seat-one-colour red", "seat-two-colour yellow",
                "board-size 7x6", "first-mover one", "moves 4455", "");
    }

    private static void switchTo(TestApp app, Language language) {
        app.robot.interact(() -> app.settings().update(app.settings().get().withLanguage(language)));
    }

    private static String word(Language language, String key) {
        ResourceBundle strings = Bundles.common(language.locale());
        return strings.getString(key);
    }

    private static List<String> names(TestApp app) {
        return app.robot.lookup(".player-name").queryAllAs(Label.class).stream().map(Label::getText).toList();
    }
}
