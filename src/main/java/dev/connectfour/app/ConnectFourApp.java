package dev.connectfour.app;

import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.store.RatingStore;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.ui.AppServices;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.FileNotices;
import dev.connectfour.ui.FxTicker;
import dev.connectfour.ui.GameFileChooser;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigator;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.SettingsReading;
import dev.connectfour.ui.preferences.SettingsStore;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.sound.JavaSoundPlayer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The JavaFX application: one window whose content the {@link Navigator} swaps screen by screen. It
 * restores the UI settings (theme, language, window size) and saves the window size when it closes.
 */
public final class ConnectFourApp extends Application {
    private static final double DEFAULT_WIDTH = 960;
    private static final double DEFAULT_HEIGHT = 720;
    private static final double MIN_WIDTH = 480;
    private static final double MIN_HEIGHT = 420;
    /**
     * Window icons in {@code resources/dev/connectfour/app/}, drawn by {@code jlink-config/icon/make-icons.sh}.
     * Loaded synchronously (a few milliseconds): icons still loading when set are never shown.
     */
    private static final int[] ICON_SIZES = {16, 24, 32, 48, 64, 128, 256};

    private final Supplier<AppServices> servicesFactory;
    /** Where the game takes invite links from later starts ({@link LinkInbox}); null for nowhere. */
    private final Path linkInbox;
    /** The command line of a start by a test harness, which gives the application no parameters. */
    private final List<String> harnessArguments;
    private AppServices services;
    private LinkInbox inbox;
    private Screens screens;
    private Stage stage;

    /** Called by the JavaFX launcher: real computer players, sound, clock and settings directory. */
    public ConnectFourApp() {
        this(ConnectFourApp::defaultServices, linkInbox(), List.of());
    }

    /** For tests: the application with other services (seeded computers, a recorded sound, a hand-driven clock). */
    public ConnectFourApp(Supplier<AppServices> servicesFactory) {
        this(servicesFactory, null, List.of());
    }

    /**
     * For tests: the application with other services, started with the command line {@code arguments} (checked
     * already, as {@link Main} checks them), taking invite links sent to {@code linkInbox} (a socket's path) while it
     * runs; null for none.
     */
    public ConnectFourApp(Supplier<AppServices> servicesFactory, Path linkInbox, List<String> arguments) {
        this.servicesFactory = Objects.requireNonNull(servicesFactory);
        this.linkInbox = linkInbox;
        this.harnessArguments = List.copyOf(arguments);
    }

    /** Where the game of the player's settings directory takes invite links from later starts. */
    static Path linkInbox() {
        return InboxPlace.socketFor(SettingsStore.atDefaultLocation().file().getParent());
    }

    static void launchWith(StartupOptions options) {
        Application.launch(ConnectFourApp.class, options.toArguments().toArray(String[]::new));
    }

    private static AppServices defaultServices() {
        SessionServices session = SessionServices.forApplication(ComputerPlayers::create, new StatisticsBook());
        return new AppServices(SettingsStore.atDefaultLocation(), StatisticsStore.atDefaultLocation(),
                SavedGameStore.atDefaultLocation(), GameFileChooser.fileDialog(), new JavaSoundPlayer(), session, FxTicker::new);
    }

    @Override
    public void start(Stage primaryStage) {
        CrashReporter crashes = CrashReporter.install(primaryStage);
        stage = primaryStage;
        services = servicesFactory.get();
        LoadResult<SettingsReading> loadedSettings = services.settingsStore().loadReading();
        UiSettings settings = loadedSettings.value().settings();
        LoadResult<Statistics> loadedStatistics = services.statisticsStore().load();
        services.session().statistics().restore(loadedStatistics.value());
        services.statisticsStore().keepSaved(services.session().statistics());
        RatingStore ratings = new RatingStore(services.statisticsStore().file().getParent()); // beside the statistics
        services.session().statistics().rating().restore(ratings.load().value());
        ratings.keepSaved(services.session().statistics().rating());
        LoadResult<Optional<SavedGame>> lastGame = services.gameStore().loadLast();
        // a test harness gives the application no parameters: its command line comes through the constructor
        List<String> given = getParameters() == null ? List.of() : getParameters().getRaw();
        StartupOptions options = StartupOptions.parse(given.isEmpty() ? harnessArguments : given);
        screens = new Screens(services, settings, stage::close, options.networkInterface());
        crashes.follow(screens.settings()::get);
        lastGame.value().ifPresent(screens.offer()::offer);
        Scene scene = new Scene(screens.navigator().root(), windowWidth(settings), windowHeight(settings));
        settings.theme().applyTo(scene);
        screens.settings().property().addListener((obs, old, now) -> {
            if (old.theme() != now.theme()) {
                now.theme().applyTo(scene);
            }
            stage.setTitle(Bundles.common(now.locale()).getString("app.title"));
        });
        stage.setTitle(Bundles.common(settings.locale()).getString("app.title"));
        IntStream.of(ICON_SIZES).mapToObj(size -> new Image(
                ConnectFourApp.class.getResource("icon-" + size + ".png").toExternalForm()))
                .forEach(stage.getIcons()::add);
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        stage.setMaximized(settings.maximized());
        stage.setScene(scene);
        stage.sizeToScene();
        stage.setOnHidden(event -> rememberWindow());
        stage.iconifiedProperty().addListener((obs, was, minimised) -> screens.navigator().windowMinimised(minimised));
        screens.tellOnStartScreen(badFiles(loadedSettings, List.of(loadedStatistics, lastGame)));
        if (options.inviteLink() == null) {
            screens.navigator().show(ScreenId.MENU);
        } else {
            screens.openInvite(options.inviteLink());
        }
        stage.show();
        FirstFrameProbe.install(scene);
        if (linkInbox != null) {
            inbox = LinkInbox.open(linkInbox, link -> Platform.runLater(() -> openSentLink(link))).orElse(null);
        }
    }

    /** A link clicked while the game runs (handed over by a second start): the window comes forward and joins. */
    private void openSentLink(String link) {
        if (!stage.isShowing()) {
            return; // the game is ending
        }
        stage.setIconified(false);
        stage.toFront();
        screens.openSentInvite(link);
    }

    /** A notice for each file that could not be read (the settings first), in the chosen language. */
    private List<String> badFiles(LoadResult<SettingsReading> settings, List<LoadResult<?>> others) {
        Locale locale = screens.settings().get().locale();
        ResourceBundle strings = Bundles.common(locale);
        return Stream.concat(Stream.of(settings).filter(LoadResult::needsNotice)
                        .map(result -> FileNotices.settings(locale, result)),
                others.stream().filter(LoadResult::needsNotice).map(result -> FileNotices.unreadable(strings, result)))
                .toList();
    }

    // Tests drive and inspect the running game through these, once started.

    public Navigator navigator() {
        return screens.navigator();
    }

    public Games games() {
        return screens.games();
    }

    public LiveSettings settings() {
        return screens.settings();
    }

    public AnalysisService analysis() {
        return screens.analysis();
    }

    @Override
    public void stop() {
        if (inbox != null) {
            inbox.close();
        }
        if (screens != null) {
            if (stage.isShowing()) {
                rememberWindow();
            }
            screens.close();
        }
        if (services != null) {
            services.sound().close();
            services.session().executor().close();
        }
    }

    private void rememberWindow() {
        UiSettings now = screens.settings().get();
        boolean maximized = stage.isMaximized();
        double width = maximized ? now.windowWidth() : stage.getScene().getWidth();
        double height = maximized ? now.windowHeight() : stage.getScene().getHeight();
        if (width != now.windowWidth() || height != now.windowHeight() || maximized != now.maximized()) {
            screens.settings().update(now.withWindow(width, height, maximized));
        }
    }

    /** The remembered width, if it still fits the screen; else the default. */
    private static double windowWidth(UiSettings settings) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double width = settings.windowWidth() >= MIN_WIDTH ? settings.windowWidth() : DEFAULT_WIDTH;
        return Math.min(width, screen.getWidth());
    }

    private static double windowHeight(UiSettings settings) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double height = settings.windowHeight() >= MIN_HEIGHT ? settings.windowHeight() : DEFAULT_HEIGHT;
        return Math.min(height, screen.getHeight());
    }
}
