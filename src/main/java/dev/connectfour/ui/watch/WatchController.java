package dev.connectfour.ui.watch;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.BoardChoice;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.WatchChoices;
import java.util.List;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import org.controlsfx.control.SegmentedButton;

/**
 * Two computers: a level for each side and the speed (the pause before each disc), kept from run to run in the UI
 * settings. Pause is on the game screen.
 */
public final class WatchController implements Screen {
    private static final List<ComputerLevel> LEVELS = List.of(ComputerLevel.EASY, ComputerLevel.MEDIUM, ComputerLevel.HARD);

    /** Watching speeds, as the pause before each computer disc. */
    enum Speed {
        SLOW(1500), NORMAL(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS), FAST(150);

        final int delayMillis;

        Speed(int delayMillis) {
            this.delayMillis = delayMillis;
        }

        static Speed of(int delayMillis) {
            return delayMillis >= SLOW.delayMillis ? SLOW : delayMillis <= FAST.delayMillis ? FAST : NORMAL;
        }
    }

    private final Navigation navigation;
    private final Games games;
    private final LiveSettings settings;
    private GameSettings draft;

    @FXML private ResourceBundle resources;
    @FXML private SegmentedButton levelOneChoice;
    @FXML private SegmentedButton levelTwoChoice;
    @FXML private SegmentedButton speedChoice;
    @FXML private SegmentedButton sizeChoice;

    public WatchController(Navigation navigation, Games games, LiveSettings settings) {
        this.navigation = navigation;
        this.games = games;
        this.settings = settings;
    }

    @FXML
    private void initialize() {
        WatchChoices last = settings.get().watch();
        draft = games.lastSetup(Mode.WATCH, GameSettings.watch(last.seatOne(), last.seatTwo())
                .withComputerDelayMillis(last.delayMillis())
                .withName(Seat.ONE, resources.getString("name.computerOne"))
                .withName(Seat.TWO, resources.getString("name.computerTwo")));
        for (Seat seat : Seat.values()) {
            SegmentedButton choice = seat == Seat.ONE ? levelOneChoice : levelTwoChoice;
            ComputerLevel current = draft.level(seat).orElseThrow();
            Choices.fill(choice, LEVELS, level -> Texts.level(resources, level),
                    LEVELS.contains(current) ? current : ComputerLevel.MEDIUM,
                    level -> draft = draft.withLevel(seat, level));
        }
        Choices.fill(speedChoice, List.of(Speed.values()), speed -> resources.getString("speed." + speed),
                Speed.of(draft.computerDelayMillis()), speed -> draft = draft.withComputerDelayMillis(speed.delayMillis));
        BoardChoice.fill(sizeChoice, resources, draft.boardSize(), size -> draft = draft.withBoardSize(size));
    }

    @FXML
    private void onStart() {
        GameSettings chosen = draft;
        navigation.startNewGame(() -> {
            settings.update(settings.get().withWatch(new WatchChoices(chosen.level(Seat.ONE).orElseThrow(),
                    chosen.level(Seat.TWO).orElseThrow(), chosen.computerDelayMillis())));
            return games.startGame(chosen);
        });
    }

    @FXML
    private void onBack() {
        navigation.show(ScreenId.MENU);
    }
}
