package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.ScriptedPlayer;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.RecordingSoundPlayer;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.SettingsStore;
import dev.connectfour.ui.preferences.UiSettings;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Show analysis without the screen: off at first, except when watching or when the same line of play goes on; the
 * position it analyses follows the board shown; a game with the analysis shown is assisted; a network game refuses.
 */
class AnalysisViewModelTest {
    private final ResourceBundle strings = Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH);
    private final ManualTime time = new ManualTime();
    private final SessionServices services = new SessionServices(level -> ScriptedPlayer.ofDigits(ComputerLevel.EASY,
            "1234567"), new SynchronousExecutor(), time, new SplittableRandom(1), new StatisticsBook());
    private final ManualCountdown countdown = new ManualCountdown();
    @TempDir
    Path config;
    private Games games;
    private GameSession session;
    private MoveAnimations moves;
    private ShownMoment moment;
    private Notices notices;
    private AnalysisViewModel analysis;

    @AfterEach
    void close() {
        analysis.dispose();
        moment.dispose();
        moves.dispose();
        notices.dispose();
        session.close();
    }

    private void open(GameSession game) {
        if (games == null) {
            games = new Games(new LiveSettings(UiSettings.DEFAULTS, new SettingsStore(config), new RecordingSoundPlayer()),
                    services, () -> time, shown -> { }, error -> { });
        }
        session = game;
        moves = new MoveAnimations(game, (position, settled) -> settled.run()); // no disc falls: every move shows at once
        moment = new ShownMoment(game, moves);
        notices = new Notices(game, strings, countdown);
        analysis = new AnalysisViewModel(game, moment, notices, games);
    }

    private void started(GameSettings settings) {
        open(new GameSession(settings, services, time));
        session.start();
    }

    @Test
    void offAtFirstThenItAnalysesThePositionShownAndTheGameIsAssisted() {
        started(GameSettings.twoPlayers(false));
        assertFalse(analysis.shownProperty().get());
        assertNull(analysis.analysedProperty().get(), "nothing searched while it is off");
        session.play(3);
        assertEquals(Set.of(), session.helpUsed());

        analysis.toggle();
        assertTrue(analysis.shownProperty().get());
        assertEquals(session.getPosition().enginePosition(), analysis.analysedProperty().get());
        assertEquals(Set.of(Help.ANALYSIS), session.helpUsed(), "the analysis shown is help");
        assertTrue(games.analysisShown(), "remembered for the same line of play");
        session.play(4);
        assertEquals(session.getPosition().enginePosition(), analysis.analysedProperty().get(), "it follows the board");

        analysis.toggle();
        assertNull(analysis.analysedProperty().get(), "its search stops");
        assertFalse(games.analysisShown());
    }

    @Test
    void aNewGameWithTheAnalysisOnIsAssistedAtOnce() {
        started(GameSettings.twoPlayers(false));
        analysis.toggle();
        session.play(3);
        session.restart();
        assertEquals(Set.of(Help.ANALYSIS), session.helpUsed());
        assertEquals(session.getPosition().enginePosition(), analysis.analysedProperty().get());
    }

    @Test
    void itShowsWhileWatchingAndAsItWasWhenTheSameLineOfPlayGoesOn() {
        started(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.EASY));
        assertTrue(analysis.shownProperty().get(), "on when watching");
        assertFalse(games.analysisShown(), "the watcher's default is not remembered as a choice");
        close();

        started(GameSettings.twoPlayers(false));
        analysis.shownProperty().set(true); // the toggle button, bound both ways
        assertTrue(games.analysisShown());
        close();

        started(GameSettings.twoPlayers(false)); // back from the settings, or a paste
        assertTrue(analysis.shownProperty().get(), "as it was");
    }

    @Test
    void aNetworkGameRefusesTheAnalysisAndSaysSo() {
        PauseViewModelTest.QuietRemote remote = new PauseViewModelTest.QuietRemote();
        open(new GameSession(GameSettings.network("Ann", DiscColour.RED, "Ben", DiscColour.YELLOW, 0,
                BoardSize.STANDARD, Seat.ONE), services, time, remote));
        remote.begin();
        analysis.toggle();
        assertFalse(analysis.shownProperty().get());
        assertNull(analysis.analysedProperty().get());
        assertEquals("That is not part of a network game.", notices.textProperty().get());
    }
}
