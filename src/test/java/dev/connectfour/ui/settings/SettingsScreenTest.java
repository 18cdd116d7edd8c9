package dev.connectfour.ui.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.preferences.AnimationSpeed;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.preferences.SettingsStore;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.theme.Theme;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ToggleButton;
import org.controlsfx.control.ToggleSwitch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings chosen on the screen survive a restart of the application. */
class SettingsScreenTest {
    @TempDir
    Path config;

    @Test
    void networkGamesUseAllInterfacesUnlessOneIsChosen() throws TimeoutException {
        TestApp app = new TestApp(config).withTestSettings().start();
        try {
            app.click("Settings");
            @SuppressWarnings("unchecked")
            ChoiceBox<String> network = app.robot.lookup("#networkChoice").queryAs(ChoiceBox.class);
            assertEquals("", network.getValue());
            assertEquals("All interfaces", network.getConverter().toString(network.getValue()));
            String loopback = network.getItems().stream().filter(name -> name.startsWith("lo")).findFirst().orElseThrow();
            app.robot.interact(() -> network.setValue(loopback));
            assertEquals(loopback, app.settings().get().networkInterface());
        } finally {
            app.stop();
        }
        assertEquals("lo", new SettingsStore(config).load().networkInterface().substring(0, 2), "kept on disk");
    }

    @Test
    void settingsSurviveARestart() throws TimeoutException {
        TestApp first = new TestApp(config).withTestSettings().start();
        try {
            first.click("Settings");
            first.robot.clickOn(".toggle-switch .thumb-area");
            first.click("High contrast");
            first.click("Slow");
            first.robot.interact(() -> {
                first.stage.setWidth(1010);
                first.stage.setHeight(730);
            });
            first.robot.clickOn("#languageChoice");
            first.click("Deutsch");
            assertEquals("Einstellungen", first.title(), "the screen switches language at once");
            assertTrue(first.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("high-contrast.css")));
        } finally {
            first.stop();
        }

        TestApp second = new TestApp(config).start();
        try {
            assertTrue(second.robot.lookup("Ein Spieler").tryQuery().isPresent(), "German after the restart");
            assertTrue(second.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("high-contrast.css")));
            assertEquals(1010, second.stage.getScene().getWidth(), 1);
            second.click("Einstellungen");
            assertFalse(second.robot.lookup(".toggle-switch").queryAs(ToggleSwitch.class).isSelected(), "sound off");
            assertTrue(second.robot.lookup("Hoher Kontrast").queryAs(ToggleButton.class).isSelected());
            assertTrue(second.robot.lookup("Langsam").queryAs(ToggleButton.class).isSelected());
            assertEquals(Language.GERMAN, second.robot.lookup("#languageChoice").queryAs(ChoiceBox.class).getValue());
        } finally {
            second.stop();
        }
        UiSettings saved = new SettingsStore(config).load();
        assertEquals(Theme.HIGH_CONTRAST, saved.theme());
        assertEquals(Language.GERMAN, saved.language());
        assertEquals(AnimationSpeed.SLOW, saved.animationSpeed());
        assertFalse(saved.soundOn());
    }
}
