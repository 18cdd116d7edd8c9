package dev.connectfour.ui;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.PauseReason;
import dev.connectfour.game.Seat;
import dev.connectfour.game.store.SavedGame;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.help.HelpController;
import dev.connectfour.ui.menu.MenuController;
import dev.connectfour.ui.oneplayer.OnePlayerController;
import dev.connectfour.ui.play.PlayController;
import dev.connectfour.ui.review.ReviewController;
import dev.connectfour.ui.settings.SettingsController;
import dev.connectfour.ui.settings.UiSettings;
import dev.connectfour.ui.stats.StatsController;
import dev.connectfour.ui.twoplayers.TwoPlayersController;
import dev.connectfour.ui.watch.WatchController;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;

/**
 * Moves between screens inside the one window. Each screen is an FXML file beside its controller's
 * package under {@code resources/}, with its CSS and its strings (in the chosen language) named alike.
 * It also owns what outlives a screen: the UI settings, the last set-up of each mode, and the game
 * session while the player visits the settings or the rules from a game.
 */
public final class Navigator {
    private final StackPane root = new StackPane();
    private final Runnable quit;
    private final AppServices services;
    private final ReadOnlyObjectWrapper<UiSettings> settings = new ReadOnlyObjectWrapper<>(this, "settings");
    private final Map<Mode, GameSettings> lastSetup = new EnumMap<>(Mode.class);
    private Screen current;
    /** The game left for the settings or the rules, paused, to come back to; null if none. */
    private GameSession suspended;
    /** The session the game screen shows (or last showed); null before the first game. */
    private GameSession playing;
    /**
     * The game offered on the start screen until resumed or declined (kept from the last run, or left
     * for the start screen in this one); null if none.
     */
    private SavedGame offered;
    /** What the start screen has to tell about the player's files (see {@link FileNotices}), until it is left. */
    private List<String> fileNotices = List.of();
    /** Whether the game screen shows the analysis: kept while the same line of play goes on (settings, review, paste). */
    private boolean analysisShown;
    private boolean closed;
    /** The perfect analysis for every screen that shows it, made at first use; its solver tables outlive a screen. */
    private AnalysisService analysis;

    /** @param quit closes the window (and so ends the game) */
    public Navigator(AppServices services, UiSettings initial, Runnable quit) {
        this.services = Objects.requireNonNull(services, "services");
        this.quit = Objects.requireNonNull(quit, "quit");
        settings.set(Objects.requireNonNull(initial, "initial"));
        services.sound().configure(initial.soundOn(), initial.volume());
        root.getStyleClass().add("app-root");
        // F1 anywhere opens the rules; the game screen handles it first, as an overlay.
        root.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.F1 && !(current instanceof HelpController)) {
                if (current == null || !current.showHelp()) {
                    showHelp();
                }
                event.consume();
            }
        });
    }

    /** The node the window shows; its only child is the current screen. */
    public StackPane root() {
        return root;
    }

    public AppServices services() {
        return services;
    }

    public ReadOnlyObjectProperty<UiSettings> settingsProperty() {
        return settings.getReadOnlyProperty();
    }

    public UiSettings settings() {
        return settings.get();
    }

    /** Applies and saves new UI settings (sound at once; theme through the window; language on the next screen). */
    public void updateSettings(UiSettings changed) {
        settings.set(Objects.requireNonNull(changed));
        services.sound().configure(changed.soundOn(), changed.volume());
        services.settingsStore().save(changed);
    }

    // ---- screens ----

    /** The start screen; a person's game in progress left for it is offered there to resume (see {@link #inProgress}). */
    public void showMenu() {
        offerGameInProgress();
        endSuspendedGame();
        show(MenuController.class, "menu", new MenuController(this));
    }

    /** The set-up screen of a mode, filled in as the player last left it. */
    public void showSetup(Mode mode) {
        endSuspendedGame();
        switch (mode) {
            case ONE_PLAYER -> show(OnePlayerController.class, "oneplayer", new OnePlayerController(this));
            case TWO_PLAYERS -> show(TwoPlayersController.class, "twoplayers", new TwoPlayersController(this));
            case WATCH -> show(WatchController.class, "watch", new WatchController(this));
        }
    }

    /**
     * What the set-up screen of {@code mode} shows: the last settings started in this run, else
     * {@code defaults} on the board last chosen (kept in the UI settings from run to run).
     */
    public GameSettings lastSetup(Mode mode, GameSettings defaults) {
        return lastSetup.getOrDefault(mode, defaults.withBoardSize(settings.get().lastBoardSize()));
    }

    /** Starts a game session with these settings on the game screen; its board is remembered for the next set-up. */
    public void startGame(GameSettings gameSettings) {
        analysisShown = false;
        if (!gameSettings.boardSize().equals(settings.get().lastBoardSize())) {
            updateSettings(settings.get().withLastBoardSize(gameSettings.boardSize()));
        }
        GameSession session = newSession(gameSettings);
        session.start();
    }

    /** Starts a game session with these settings at {@code position} (a pasted or opened game). */
    public void startGameFrom(GameSettings gameSettings, GamePosition position, Seat firstMover) {
        GameSession session = newSession(gameSettings);
        session.startFrom(position, firstMover);
    }

    /** The session the game screen shows, if it shows one. */
    public Optional<GameSession> currentGame() {
        return current instanceof PlayController ? Optional.ofNullable(playing) : Optional.empty();
    }

    /** Offers {@code game} (kept when the window last closed) on the start screen. */
    public void offerToResume(SavedGame game) {
        offered = Objects.requireNonNull(game, "game");
    }

    /** Notices about the player's files for the next start screen to show, once. */
    public void tellOnStartScreen(List<String> notices) {
        fileNotices = List.copyOf(notices);
    }

    /** The notices the start screen shows now; it shows them once, so they are handed over only once. */
    public List<String> takeFileNotices() {
        List<String> notices = fileNotices;
        fileNotices = List.of();
        return notices;
    }

    /** The game the start screen offers to resume, if any. */
    public Optional<SavedGame> offeredGame() {
        return Optional.ofNullable(offered);
    }

    /** Continues the offered game on the game screen, and forgets its file. */
    public void resumeOfferedGame() {
        SavedGame game = Objects.requireNonNull(offered, "no game offered");
        offered = null;
        analysisShown = false;
        startSavedGame(game);
        services.gameStore().clear();
    }

    /** Continues a saved game (resumed or opened from a file) on the game screen. */
    public void startSavedGame(SavedGame game) {
        GameSession session = newSession(game.settings());
        game.startIn(session);
    }

    /** The player chose a new game over the offered one: forget it. */
    public void declineOfferedGame() {
        offered = null;
        services.gameStore().clear();
    }

    private GameSession newSession(GameSettings chosen) {
        endSuspendedGame();
        // settings remembered, resumed or opened may carry the role names of another language
        GameSettings gameSettings = Texts.roleNames(Bundles.common(settings.get().locale()), chosen);
        lastSetup.put(gameSettings.mode(), gameSettings);
        GameSession session = new GameSession(gameSettings, services.session(), services.tickers().get());
        showPlay(session);
        return session;
    }

    /**
     * Whether {@code session} holds a person's game worth keeping: begun (a turn played), not over, and
     * not two computers watched. Leaving it for the start screen offers it to resume; replacing it asks first.
     */
    public static boolean inProgress(GameSession session) {
        return session.settings().mode() != Mode.WATCH && !session.getPosition().turns().isEmpty()
                && SavedGame.of(session).isPresent();
    }

    /** Whether the next game screen shows the analysis, as the last one did (off for a game started from a set-up). */
    public boolean analysisShown() {
        return analysisShown;
    }

    public void setAnalysisShown(boolean shown) {
        analysisShown = shown;
    }

    /** The analysis threads shared by the screens, started at first use. */
    public AnalysisService analysis() {
        if (analysis == null) {
            analysis = new AnalysisService();
        }
        return analysis;
    }

    /**
     * The review of {@code session}'s game (finished or not): the game waits, paused, and {@link #back()}
     * returns to it as {@link #showSettings()} does; "Continue from here" starts a new one instead.
     */
    public void showReview(GameSession session) {
        suspend(session);
        show(ReviewController.class, "review", new ReviewController(this, session.getPosition(), session.getLineup(),
                session.getResult(), session.settings()));
    }

    /** The settings; Back returns to the game if one was left for them, else to the start screen. */
    public void showSettings() {
        show(SettingsController.class, "settings", new SettingsController(this));
    }

    /** The statistics of every game played, with a chart and a reset; Back returns to the start screen. */
    public void showStatistics() {
        endSuspendedGame();
        show(StatsController.class, "stats", new StatsController(this));
    }

    /** The rules and the keys, with a Back button like {@link #showSettings()}. */
    public void showHelp() {
        show(HelpController.class, "help", new HelpController(this, null));
    }

    /**
     * Leaves a game for another screen, keeping it paused ({@link PauseReason#AWAY}) to come back to with
     * {@link #back()}; a pause of the player's own outlasts the visit.
     */
    public void suspend(GameSession session) {
        session.pause(PauseReason.AWAY);
        suspended = session;
    }

    /** True while {@code session} waits, paused, for the player to come back from the settings or the rules. */
    public boolean isSuspended(GameSession session) {
        return suspended == session;
    }

    /** From the settings or the rules: back to the suspended game, or to the start screen. */
    public void back() {
        if (suspended != null) {
            GameSession session = suspended;
            suspended = null;
            showPlay(session);
            session.resume(PauseReason.AWAY);
        } else {
            showMenu();
        }
    }

    /** Tells the current screen that the window was minimised or restored. */
    public void windowMinimised(boolean minimised) {
        if (current != null) {
            current.windowMinimised(minimised);
        }
    }

    public void quit() {
        close();
        quit.run();
    }

    /**
     * Leaves the current screen and ends any game (its search, its clock); for the application's end.
     * A game in progress is kept to be offered on the next start; if a game was played and none is in
     * progress, the kept one is forgotten; if none was played, an offered game stays kept. Once only.
     */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        keepGameInProgress();
        endSuspendedGame();
        if (current != null) {
            current.leave();
            current = null;
        }
        if (analysis != null) {
            analysis.close();
        }
    }

    /** Loads a screen's FXML with its strings into a new node (used for overlays, too). */
    public Parent load(Class<?> controllerClass, String name, Object controller) {
        FXMLLoader loader = new FXMLLoader(resource(controllerClass, name + ".fxml"), bundle(controllerClass, name));
        loader.setControllerFactory(type -> controller);
        Parent screen;
        try {
            screen = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load screen " + name, e);
        }
        screen.getStylesheets().add(resource(controllerClass, name + ".css").toExternalForm());
        return screen;
    }

    /** The strings of a screen in the chosen language, with the shared strings behind them. */
    public ResourceBundle bundle(Class<?> controllerClass, String name) {
        return Bundles.forScreen(controllerClass, name, settings.get().locale());
    }

    private void keepGameInProgress() {
        GameSession game = suspended != null ? suspended : current instanceof PlayController ? playing : null;
        Optional<SavedGame> inProgress = game == null ? Optional.empty() : SavedGame.of(game);
        if (inProgress.isPresent()) {
            services.gameStore().save(inProgress.get());
        } else if (playing != null && offered == null) {
            services.gameStore().clear();
        }
    }

    private void offerGameInProgress() {
        GameSession game = suspended != null ? suspended : current instanceof PlayController ? playing : null;
        if (game != null && inProgress(game)) {
            offered = SavedGame.of(game).orElseThrow();
            services.gameStore().save(offered); // and kept should the window close from the start screen
        }
    }

    private void showPlay(GameSession session) {
        playing = session;
        show(PlayController.class, "play", new PlayController(this, session));
    }

    private void show(Class<?> controllerClass, String name, Screen controller) {
        if (current != null) {
            current.leave();
        }
        Parent screen = load(controllerClass, name, controller);
        current = controller;
        root.getChildren().setAll(screen);
    }

    private void endSuspendedGame() {
        if (suspended != null) {
            suspended.close();
            suspended = null;
        }
    }

    private static URL resource(Class<?> anchor, String file) {
        URL url = anchor.getResource(file);
        if (url == null) {
            throw new IllegalStateException("missing resource " + anchor.getPackageName().replace('.', '/') + "/" + file);
        }
        return url;
    }
}
