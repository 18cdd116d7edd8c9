package dev.connectfour.ui.twoplayers;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.ui.BoardChoice;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Swatches;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.WholeNumberSpinner;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.LiveSettings;
import java.util.List;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import org.controlsfx.control.SegmentedButton;

/** Two people at one screen: untimed or timed (seconds per move), names, who starts; or on to network play. */
public final class TwoPlayersController implements Screen {
    private final Navigation navigation;
    private final Games games;
    private final LiveSettings settings;
    private GameSettings draft;

    @FXML private ResourceBundle resources;
    @FXML private SegmentedButton clockChoice;
    @FXML private Spinner<Integer> secondsSpinner;
    @FXML private TextField nameOne;
    @FXML private TextField nameTwo;
    @FXML private Label swatchOne;
    @FXML private Label swatchTwo;
    @FXML private SegmentedButton starterChoice;
    @FXML private SegmentedButton sizeChoice;

    public TwoPlayersController(Navigation navigation, Games games, LiveSettings settings) {
        this.navigation = navigation;
        this.games = games;
        this.settings = settings;
    }

    @FXML
    private void initialize() {
        GameSettings defaults = GameSettings.twoPlayers(false);
        draft = games.lastSetup(Mode.TWO_PLAYERS, defaults
                .withName(Seat.ONE, Texts.colour(resources, defaults.seatOneColour()))
                .withName(Seat.TWO, Texts.colour(resources, defaults.seatTwoColour())));
        int seconds = draft.hasMoveClock() ? draft.moveClockSeconds() : GameSettings.DEFAULT_MOVE_CLOCK_SECONDS;
        WholeNumberSpinner.fill(secondsSpinner, 1, GameSettings.MAX_MOVE_CLOCK_SECONDS, seconds, () -> { });
        secondsSpinner.valueProperty().addListener((obs, old, value) -> draft = draft.withMoveClockSeconds(value));
        Choices.fill(clockChoice, List.of(false, true), timed -> resources.getString(timed ? "timed" : "untimed"),
                draft.hasMoveClock(), timed -> {
                    draft = draft.withMoveClockSeconds(timed ? secondsSpinner.getValue() : 0);
                    secondsSpinner.setDisable(!timed);
                });
        secondsSpinner.setDisable(!draft.hasMoveClock());
        nameOne.setText(draft.seatOneName());
        nameTwo.setText(draft.seatTwoName());
        for (TextField name : List.of(nameOne, nameTwo)) {
            name.setTextFormatter(new TextFormatter<String>(change ->
                    change.getControlNewText().length() <= GameSettings.MAX_NAME_LENGTH ? change : null));
        }
        swatchOne.setGraphic(Swatches.of(draft.seatOneColour()));
        swatchTwo.setGraphic(Swatches.of(draft.seatTwoColour()));
        Choices.fill(starterChoice, List.of(Starter.values()), starter -> resources.getString("starter." + starter),
                draft.starter(), starter -> draft = draft.withStarter(starter));
        BoardChoice.fill(sizeChoice, resources, draft.boardSize(), size -> draft = draft.withBoardSize(size));
    }

    @FXML
    private void onStart() {
        GameSettings chosen = draft
                .withName(Seat.ONE, nameOr(nameOne, Texts.colour(resources, draft.seatOneColour())))
                .withName(Seat.TWO, nameOr(nameTwo, Texts.colour(resources, draft.seatTwoColour())))
                .withComputerDelayMillis(settings.get().computerMoveDelayMillis());
        navigation.startNewGame(() -> games.startGame(chosen));
    }

    private static String nameOr(TextField field, String fallback) {
        return field.getText() == null || field.getText().isBlank() ? fallback : field.getText();
    }

    /** Two players on two computers: the network's own set-up. */
    @FXML
    private void onNetwork() {
        navigation.show(ScreenId.NETWORK_SET_UP);
    }

    @FXML
    private void onBack() {
        navigation.show(ScreenId.MENU);
    }
}
