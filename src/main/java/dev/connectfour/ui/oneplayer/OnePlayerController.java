package dev.connectfour.ui.oneplayer;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.DiscColour;
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
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.ToggleSwitch;

/**
 * One player against the computer: level (a rung of the ladder, Easy, Medium and Hard named on it, or a custom
 * depth), Hard with or without its move clock, who starts, your colour, adaptive play. The level's card keeps
 * the height of the longest description, so choosing a level never moves the rows below.
 */
public final class OnePlayerController implements Screen {
    private static final List<ComputerLevel.Kind> KINDS = List.of(ComputerLevel.Kind.EASY, ComputerLevel.Kind.MEDIUM,
            ComputerLevel.Kind.HARD, ComputerLevel.Kind.CUSTOM);

    private final Navigation navigation;
    private final Games games;
    private final LiveSettings settings;
    private GameSettings draft;
    /** Hard's move clock on or off: kept while another level is chosen, as the player left it. */
    private boolean hardClock;

    @FXML private ResourceBundle resources;
    @FXML private SegmentedButton levelChoice;
    @FXML private Spinner<Integer> depthSpinner;
    @FXML private Slider ladderSlider;
    private LadderSlider ladder;
    @FXML private Label levelCard;
    @FXML private SegmentedButton starterChoice;
    @FXML private SegmentedButton colourChoice;
    @FXML private ToggleSwitch adaptiveSwitch;
    @FXML private ToggleSwitch moveClockSwitch;
    @FXML private SegmentedButton sizeChoice;

    public OnePlayerController(Navigation navigation, Games games, LiveSettings settings) {
        this.navigation = navigation;
        this.games = games;
        this.settings = settings;
    }

    @FXML
    private void initialize() {
        GameSettings last = games.lastSetup(Mode.ONE_PLAYER, GameSettings.onePlayer(ComputerLevel.MEDIUM)
                .withName(Seat.ONE, resources.getString("name.you"))
                .withName(Seat.TWO, resources.getString("name.computer")));
        // a game opened from a file may be against a level this screen does not offer (Random): offer Medium
        ComputerLevel lastLevel = last.seatTwoLevel();
        boolean offered = lastLevel.kind() == ComputerLevel.Kind.CUSTOM || Ladder.rungOf(lastLevel).isPresent();
        draft = offered ? last : last.withLevel(Seat.TWO, ComputerLevel.MEDIUM)
                .withMoveClockSeconds(GameSettings.defaultMoveClockSeconds(Mode.ONE_PLAYER, ComputerLevel.MEDIUM));
        ComputerLevel level = draft.seatTwoLevel();
        hardClock = level.kind() != ComputerLevel.Kind.HARD || draft.hasMoveClock();
        moveClockSwitch.setSelected(hardClock);
        moveClockSwitch.selectedProperty().addListener((obs, old, on) -> {
            hardClock = on;
            setLevel(draft.seatTwoLevel());
        });
        SteadyHeight.keep(levelCard, () -> LevelCards.every(resources, draft));
        ladder = new LadderSlider(ladderSlider, resources, this::setLevel);
        int depth = level.kind() == ComputerLevel.Kind.CUSTOM ? level.depth() : ComputerLevel.MEDIUM_DEPTH;
        WholeNumberSpinner.fill(depthSpinner, ComputerLevel.MIN_DEPTH, ComputerLevel.MAX_DEPTH, depth, () -> { });
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
            SteadyHeight.update(levelCard);
        });
        showLevel();
    }

    private void onKind(ComputerLevel.Kind kind) {
        setLevel(LevelCards.levelOf(kind, depthSpinner.getValue()));
    }

    /** The level, with its default clock; Hard's clock as the switch says. */
    private void setLevel(ComputerLevel level) {
        int clock = GameSettings.defaultMoveClockSeconds(Mode.ONE_PLAYER, level);
        draft = draft.withLevel(Seat.TWO, level)
                .withMoveClockSeconds(level.kind() == ComputerLevel.Kind.HARD && !hardClock ? 0 : clock);
        showLevel();
    }

    private void showLevel() {
        ComputerLevel level = draft.seatTwoLevel();
        depthSpinner.setDisable(level.kind() != ComputerLevel.Kind.CUSTOM);
        moveClockSwitch.setVisible(level.kind() == ComputerLevel.Kind.HARD);
        moveClockSwitch.setText(hardClock ? Texts.format(resources, "moveClock.on", GameSettings.DEFAULT_MOVE_CLOCK_SECONDS)
                : resources.getString("moveClock"));
        levelCard.setText(LevelCards.of(resources, draft, level, draft.moveClockSeconds()));
        ladder.show(level);
        Choices.show(levelChoice, level.kind());
    }

    /** You take the colour; the computer keeps its own unless you took it, then it takes yours. */
    private void onColour(DiscColour colour) {
        DiscColour computer = draft.seatTwoColour() == colour ? draft.seatOneColour() : draft.seatTwoColour();
        draft = draft.withColours(colour, computer);
    }

    @FXML
    private void onStart() {
        GameSettings chosen = draft.withComputerDelayMillis(settings.get().computerMoveDelayMillis());
        navigation.startNewGame(() -> games.startGame(chosen));
    }

    @FXML
    private void onBack() {
        navigation.show(ScreenId.MENU);
    }
}
