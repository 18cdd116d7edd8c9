package dev.connectfour.ui.settings;

import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.AnimationSpeed;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.UnaryOperator;
import javafx.fxml.FXML;
import javafx.util.StringConverter;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.ToggleSwitch;

/** The settings: every change applies and is saved at once; Back returns to where the player came from. */
public final class SettingsController implements Screen {
    private final Navigation navigation;
    private final LiveSettings settings;

    @FXML private ResourceBundle resources;
    @FXML private ToggleSwitch soundSwitch;
    @FXML private Slider volumeSlider;
    @FXML private SegmentedButton speedChoice;
    @FXML private Slider delaySlider;
    @FXML private Label delayValue;
    @FXML private SegmentedButton themeChoice;
    @FXML private ChoiceBox<Language> languageChoice;
    @FXML private ChoiceBox<String> networkChoice;
    @FXML private TextField serverField, serverUserField;
    @FXML private PasswordField serverPasswordField;
    @FXML private Label serverProblem;

    public SettingsController(Navigation navigation, LiveSettings settings) {
        this.navigation = navigation;
        this.settings = settings;
    }

    @FXML
    private void initialize() {
        UiSettings initial = settings.get();
        soundSwitch.setSelected(initial.soundOn());
        soundSwitch.selectedProperty().addListener((obs, old, on) -> change(s -> s.withSoundOn(on)));
        volumeSlider.setValue(initial.volume());
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
                initial.animationSpeed(), speed -> change(s -> s.withAnimationSpeed(speed)));

        delaySlider.setMax(UiSettings.MAX_MOVE_DELAY_MILLIS);
        delaySlider.setValue(initial.computerMoveDelayMillis());
        showDelay(initial.computerMoveDelayMillis());
        delaySlider.valueProperty().addListener((obs, old, value) -> {
            int millis = (int) (Math.round(value.doubleValue() / 100) * 100);
            showDelay(millis);
            change(s -> s.withComputerMoveDelayMillis(millis));
        });

        Choices.fill(themeChoice, List.of(Theme.values()), theme -> text("theme." + theme.key()), initial.theme(),
                theme -> change(s -> s.withTheme(theme)));
        languageChoice.getItems().setAll(Language.values());
        languageChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Language language) {
                return language == Language.SYSTEM ? text("language.SYSTEM") : language.ownName();
            }

            @Override
            public Language fromString(String shown) {
                throw new UnsupportedOperationException("the list is not edited");
            }
        });
        languageChoice.setValue(initial.language());
        languageChoice.valueProperty().addListener((obs, old, language) -> {
            change(s -> s.withLanguage(language));
            navigation.show(ScreenId.SETTINGS); // the screen again, in the new language
        });
        fillNetworkChoice(initial.networkInterface());
        InternetServerFields.bind(settings, serverField, serverUserField, serverPasswordField, serverProblem);
    }

    /**
     * The interface network games use: all (""), or one of those that are up; one chosen earlier that is not up now
     * stays in the list, so that looking at the settings changes nothing.
     */
    private void fillNetworkChoice(String chosen) {
        List<String> choices = new ArrayList<>();
        choices.add("");
        choices.addAll(NetworkInterfaces.upInterfaceNames());
        if (!choices.contains(chosen)) {
            choices.add(chosen);
        }
        networkChoice.getItems().setAll(choices);
        networkChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(String name) {
                return name == null || name.isEmpty() ? text("network.ALL") : name;
            }

            @Override
            public String fromString(String shown) {
                throw new UnsupportedOperationException("the list is not edited");
            }
        });
        networkChoice.setValue(chosen);
        networkChoice.valueProperty().addListener((obs, old, name) -> change(s -> s.withNetworkInterface(name)));
    }

    private void showDelay(int millis) {
        delayValue.setText(Texts.format(resources, "delay.value", millis / 1000.0));
        delaySlider.setAccessibleText(text("delay") + " " + delayValue.getText());
    }

    private void change(UnaryOperator<UiSettings> edit) {
        settings.update(edit.apply(settings.get()));
    }

    private String text(String key) {
        return resources.getString(key);
    }

    @FXML
    private void onBack() {
        navigation.back();
    }
}
