package dev.connectfour.ui.settings;

import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.theme.Theme;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.UnaryOperator;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.ToggleSwitch;

/** The settings: every change applies and is saved at once; Back returns to where the player came from. */
public final class SettingsController implements Screen {
    private final Navigator navigator;

    @FXML
    private ResourceBundle resources;
    @FXML
    private ToggleSwitch soundSwitch;
    @FXML
    private Slider volumeSlider;
    @FXML
    private SegmentedButton speedChoice;
    @FXML
    private Slider delaySlider;
    @FXML
    private Label delayValue;
    @FXML
    private SegmentedButton themeChoice;
    @FXML
    private SegmentedButton languageChoice;

    public SettingsController(Navigator navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        UiSettings settings = navigator.settings();
        soundSwitch.setSelected(settings.soundOn());
        soundSwitch.selectedProperty().addListener((obs, old, on) -> change(s -> s.withSoundOn(on)));
        volumeSlider.setValue(settings.volume());
        volumeSlider.disableProperty().bind(soundSwitch.selectedProperty().not());
        volumeSlider.valueProperty().addListener((obs, old, value) -> {
            if (!volumeSlider.isValueChanging()) {
                change(s -> s.withVolume(value.intValue()));
            }
        });
        volumeSlider.valueChangingProperty().addListener((obs, was, changing) -> {
            if (!changing) {
                change(s -> s.withVolume((int) volumeSlider.getValue()));
            }
        });

        Choices.fill(speedChoice, List.of(AnimationSpeed.values()), speed -> text("speed." + speed.name()),
                settings.animationSpeed(), speed -> change(s -> s.withAnimationSpeed(speed)));

        delaySlider.setMax(UiSettings.MAX_MOVE_DELAY_MILLIS);
        delaySlider.setValue(settings.computerMoveDelayMillis());
        showDelay(settings.computerMoveDelayMillis());
        delaySlider.valueProperty().addListener((obs, old, value) -> {
            int millis = (int) (Math.round(value.doubleValue() / 100) * 100);
            showDelay(millis);
            change(s -> s.withComputerMoveDelayMillis(millis));
        });

        Choices.fill(themeChoice, List.of(Theme.values()), theme -> text("theme." + theme.key()), settings.theme(),
                theme -> change(s -> s.withTheme(theme)));
        Choices.fill(languageChoice, List.of(Language.values()), language -> text("language." + language.name()),
                settings.language(), language -> {
                    change(s -> s.withLanguage(language));
                    navigator.showSettings(); // the screen again, in the new language
                });
    }

    private void showDelay(int millis) {
        delayValue.setText(Texts.format(resources, "delay.value", millis / 1000.0));
        delaySlider.setAccessibleText(text("delay") + " " + delayValue.getText());
    }

    private void change(UnaryOperator<UiSettings> edit) {
        navigator.updateSettings(edit.apply(navigator.settings()));
    }

    private String text(String key) {
        return resources.getString(key);
    }

    @FXML
    private void onBack() {
        navigator.back();
    }
}
