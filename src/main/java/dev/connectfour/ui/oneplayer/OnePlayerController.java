package dev.connectfour.ui.oneplayer;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.ui.BoardChoice;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.Swatches;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.ToggleSwitch;

/** One player against the computer: level (or a custom depth), who starts, your colour, adaptive play. */
public final class OnePlayerController implements Screen {
    private static final List<ComputerLevel.Kind> KINDS = List.of(ComputerLevel.Kind.EASY, ComputerLevel.Kind.MEDIUM,
            ComputerLevel.Kind.HARD, ComputerLevel.Kind.CUSTOM);

    private final Navigator navigator;
    private GameSettings draft;

    @FXML
    private ResourceBundle resources;
    @FXML
    private SegmentedButton levelChoice;
    @FXML
    private Spinner<Integer> depthSpinner;
    @FXML
    private Label levelCard;
    @FXML
    private SegmentedButton starterChoice;
    @FXML
    private SegmentedButton colourChoice;
    @FXML
    private ToggleSwitch adaptiveSwitch;
    @FXML
    private SegmentedButton sizeChoice;

    public OnePlayerController(Navigator navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        draft = navigator.lastSetup(Mode.ONE_PLAYER, GameSettings.onePlayer(ComputerLevel.MEDIUM)
                .withName(Seat.ONE, resources.getString("name.you"))
                .withName(Seat.TWO, resources.getString("name.computer")));
        ComputerLevel level = draft.seatTwoLevel();
        int depth = level.kind() == ComputerLevel.Kind.CUSTOM ? level.depth() : ComputerLevel.MEDIUM_DEPTH;
        depthSpinner.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(
                ComputerLevel.MIN_DEPTH, ComputerLevel.MAX_DEPTH, depth));
        depthSpinner.valueProperty().addListener((obs, old, value) -> setLevel(ComputerLevel.custom(value)));
        Choices.fill(levelChoice, KINDS, kind -> resources.getString(
                kind == ComputerLevel.Kind.CUSTOM ? "choice.custom" : "level." + kind.name().toLowerCase(Locale.ROOT)),
                level.kind(), this::onKind);
        Choices.fill(starterChoice, List.of(Starter.values()), starter -> resources.getString("starter." + starter),
                draft.starter(), starter -> draft = draft.withStarter(starter));
        Choices.fill(colourChoice, List.of(DiscColour.values()), colour -> Texts.colour(resources, colour),
                draft.seatOneColour(), this::onColour);
        Swatches.decorate(colourChoice);
        adaptiveSwitch.setSelected(draft.adaptive());
        adaptiveSwitch.selectedProperty().addListener((obs, old, on) -> draft = draft.withAdaptive(on));
        BoardChoice.fill(sizeChoice, resources, draft.boardSize(), size -> {
            draft = draft.withBoardSize(size);
            showLevel();
        });
        showLevel();
    }

    private void onKind(ComputerLevel.Kind kind) {
        setLevel(switch (kind) {
            case EASY -> ComputerLevel.EASY;
            case HARD -> ComputerLevel.HARD;
            case CUSTOM -> ComputerLevel.custom(depthSpinner.getValue());
            default -> ComputerLevel.MEDIUM;
        });
    }

    private void setLevel(ComputerLevel level) {
        draft = draft.withLevel(Seat.TWO, level)
                .withMoveClockSeconds(GameSettings.defaultMoveClockSeconds(Mode.ONE_PLAYER, level));
        showLevel();
    }

    private void showLevel() {
        ComputerLevel level = draft.seatTwoLevel();
        depthSpinner.setDisable(level.kind() != ComputerLevel.Kind.CUSTOM);
        // Hard's opening book is for the standard board only: elsewhere it searches within its time
        String card = level.kind() == ComputerLevel.Kind.HARD && !draft.isStandardBoard()
                ? Texts.format(resources, "card.hard.variant", Texts.board(resources, draft.boardSize()))
                : resources.getString("card." + level.kind().name().toLowerCase(Locale.ROOT));
        levelCard.setText(Texts.format(resources, "card.format", card, draft.moveClockSeconds()));
    }

    /** You take the colour; the computer keeps its own unless you took it, then it takes yours. */
    private void onColour(DiscColour colour) {
        DiscColour computer = draft.seatTwoColour() == colour ? draft.seatOneColour() : draft.seatTwoColour();
        draft = draft.withColours(colour, computer);
    }

    @FXML
    private void onStart() {
        navigator.startGame(draft.withComputerDelayMillis(navigator.settings().computerMoveDelayMillis()));
    }

    @FXML
    private void onBack() {
        navigator.showMenu();
    }
}
