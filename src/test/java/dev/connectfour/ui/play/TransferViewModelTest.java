package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.PauseReason;
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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Copy, paste, save and open without the screen, with real files: what the player is told, the question before a
 * game in progress is replaced, a bad paste or file that changes nothing, and the game paused while a dialog is open.
 */
class TransferViewModelTest {
    private final ResourceBundle strings = Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH);
    private final ManualTime time = new ManualTime();
    private final SessionServices services = new SessionServices(level -> ScriptedPlayer.ofDigits(ComputerLevel.EASY,
            ""), new SynchronousExecutor(), time, new SplittableRandom(1), new StatisticsBook());
    private final List<GameSession> startedGames = new ArrayList<>();
    private final List<String> questions = new ArrayList<>();
    private final Desktop desktop = new Desktop();
    @TempDir
    Path folder;
    private Games games;
    private GameSession session;
    private Notices notices;
    private PauseViewModel pauses;
    private TransferViewModel transfers;

    @BeforeEach
    void makeGames() {
        games = new Games(new LiveSettings(UiSettings.DEFAULTS, new SettingsStore(folder), new RecordingSoundPlayer()),
                services, () -> time, startedGames::add, error -> {
                    throw new AssertionError(error);
                });
    }

    @AfterEach
    void close() {
        notices.dispose();
        pauses.dispose();
        session.close();
        startedGames.forEach(GameSession::close);
    }

    private void open(GameSession game) {
        session = game;
        notices = new Notices(game, strings, new ManualCountdown());
        pauses = new PauseViewModel(game, strings);
        transfers = new TransferViewModel(game, games, new TransferViewModel.Parts(strings, notices,
                new PlayViewModel.Ui() {
                    @Override
                    public void ask(String questionKey, String yesKey, Runnable yes) {
                        questions.add(questionKey);
                        yes.run();
                    }

                    @Override
                    public void focusBoard() {
                    }
                }, () -> pauses.hold(PauseReason.DIALOG), desktop));
    }

    /** A timed game between two people at {@code moves}, Red's turn first. */
    private void playing(String moves) {
        open(new GameSession(GameSettings.twoPlayers(true), services, time));
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, moves), Seat.ONE);
    }

    @Test
    void copyPutsTheMovesOnTheClipboardAndSaysSo() {
        playing("4455");
        transfers.copy();
        assertEquals("4455", desktop.clipboard);
        assertEquals("Copied the moves 4455.", message());
    }

    @Test
    void pastedMovesReplaceAGameInProgressOnlyOnceAsked() {
        playing("44");
        desktop.clipboard = "44553";
        transfers.paste();
        assertEquals(List.of("confirm.paste"), questions, "the game in progress would be lost: asked first");
        assertEquals("44553", onlyStartedGame().getPosition().notation());
        assertEquals(GameSettings.twoPlayers(true), onlyStartedGame().settings(), "the same settings");
    }

    @Test
    void aBadOrFinishedPasteChangesNothingAndSaysWhy() {
        playing("44");
        desktop.clipboard = "";
        transfers.paste();
        assertEquals("The clipboard holds no move string.", message());
        desktop.clipboard = "4545454";
        transfers.paste();
        assertEquals("The pasted game is already over; there is nothing left to play.", message());
        desktop.clipboard = "448";
        transfers.paste();
        assertTrue(message().startsWith("The pasted text is not a game that can be played. "), message());
        assertEquals(List.of(), startedGames);
        assertEquals(List.of(), questions);
        assertEquals("44", session.getPosition().notation());
    }

    @Test
    void aSavedGameOpensAgainWithoutAQuestionOverAGameNotBegun() {
        playing("4455");
        desktop.toSave = folder.resolve("game.c4game");
        transfers.save();
        assertEquals("Saved the game in game.c4game.", message());
        assertEquals(Boolean.TRUE, desktop.pausedDuringDialog, "the clock stands still behind the dialog");
        assertTrue(!session.isPaused(), "and runs again after it");
        session.close();
        notices.dispose();
        pauses.dispose();

        playing("");
        desktop.toOpen = desktop.toSave;
        transfers.open();
        assertEquals(List.of(), questions, "nothing in progress to lose");
        assertEquals("4455", onlyStartedGame().getPosition().notation());
    }

    @Test
    void aBadFileIsToldWithItsLineAndNothingStarts() throws IOException {
        playing("4");
        desktop.toOpen = folder.resolve("bad.c4game");
        Files.writeString(desktop.toOpen, "connect-four-saved-game 2\nmode chess\n");
        transfers.open();
        assertEquals("bad.c4game is not a game that can be opened: line 3: the \"seat-one-level\" line is missing",
                message());
        desktop.toOpen = folder.resolve("missing.c4game");
        transfers.open();
        assertTrue(message().startsWith("missing.c4game could not be read: "), message());
        assertEquals(List.of(), startedGames);
        assertEquals("4", session.getPosition().notation());
    }

    @Test
    void aNetworkGameIsNeitherReplacedNorAsked() {
        PauseViewModelTest.QuietRemote remote = new PauseViewModelTest.QuietRemote();
        open(new GameSession(GameSettings.network("Ann", DiscColour.RED, "Ben", DiscColour.YELLOW, 0,
                BoardSize.STANDARD, Seat.ONE), services, time, remote));
        remote.begin();
        desktop.clipboard = "4455";
        desktop.toOpen = folder.resolve("game.c4game");
        transfers.paste();
        assertEquals("That is not part of a network game.", message());
        transfers.open();
        assertEquals(null, desktop.pausedDuringDialog, "no dialog opened");
        assertEquals(List.of(), startedGames);
    }

    private String message() {
        return notices.textProperty().get();
    }

    private GameSession onlyStartedGame() {
        assertEquals(1, startedGames.size());
        return startedGames.get(0);
    }

    /** The clipboard and the file dialogs, answered by the test. */
    private final class Desktop implements TransferViewModel.Desktop {
        String clipboard;
        Path toSave;
        Path toOpen;
        /** Whether the game was paused while the last dialog was open; null if none opened. */
        Boolean pausedDuringDialog;

        @Override
        public String clipboardText() {
            return clipboard;
        }

        @Override
        public void putOnClipboard(String text) {
            clipboard = text;
        }

        @Override
        public Optional<Path> chooseFileToSave() {
            pausedDuringDialog = session.isPaused();
            return Optional.ofNullable(toSave);
        }

        @Override
        public Optional<Path> chooseFileToOpen() {
            pausedDuringDialog = session.isPaused();
            return Optional.ofNullable(toOpen);
        }
    }
}
