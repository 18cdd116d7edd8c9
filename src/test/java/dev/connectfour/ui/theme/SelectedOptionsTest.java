package dev.connectfour.ui.theme;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.util.WaitForAsyncUtils;

/** In every theme a chosen option stands out from the others: its fill contrasts with theirs by 3:1 or more. */
class SelectedOptionsTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theChosenOptionStandsOutFromTheOthers(Theme theme) throws TimeoutException {
        app = new TestApp(config).withSettings("language=ENGLISH", "theme=" + theme.name()).start();
        app.robot.interact(() -> app.navigator().show(ScreenId.SETTINGS));
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            List<ToggleButton> options = app.robot.lookup(".segmented-button .toggle-button").queryAllAs(ToggleButton.class)
                    .stream().filter(option -> !option.isFocused() && !option.isHover()).toList();
            Color chosen = fill(options.stream().filter(ToggleButton::isSelected).findFirst().orElseThrow());
            Color other = fill(options.stream().filter(option -> !option.isSelected()).findFirst().orElseThrow());
            double contrast = Contrast.ratio(chosen, other);
            assertTrue(contrast >= 3, theme + ": the chosen option's fill " + chosen + " and another's " + other
                    + " contrast only " + Contrast.describe(contrast));
        });
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theAnalysisToggleStandsOutWhenOn(Theme theme) throws TimeoutException {
        app = new TestApp(config).withSettings("language=ENGLISH", "theme=" + theme.name()).start();
        app.startTwoPlayerGame();
        ToggleButton toggle = app.robot.lookup(".play-toolbar .toggle-button").queryAs(ToggleButton.class);
        Color[] off = new Color[1];
        app.robot.interact(() -> {
            app.stage.getScene().getRoot().requestFocus();
            off[0] = fill(toggle);
            toggle.setSelected(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            double contrast = Contrast.ratio(fill(toggle), off[0]);
            assertTrue(contrast >= 3, theme + ": on " + fill(toggle) + " and off " + off[0] + " contrast only "
                    + Contrast.describe(contrast));
        });
    }

    /** The innermost fill: the face of the button. */
    private static Color fill(ToggleButton option) {
        List<BackgroundFill> fills = option.getBackground().getFills();
        return (Color) fills.get(fills.size() - 1).getFill();
    }
}
