package dev.connectfour.ui;

import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.app.ConnectFourApp;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.concurrent.FxBackgroundExecutor;
import dev.connectfour.game.concurrent.TimeSource;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.SettingsStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import dev.connectfour.game.concurrent.Ticker;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real application, started headless for a test: settings in a temporary directory (English,
 * fast animation, no computer delay unless the test writes others), seeded computer players that
 * record any call on the FX thread, a recorded sound and a clock the test can move by hand.
 */
public final class TestApp implements BeforeEachCallback, AfterEachCallback {
    public static final long SEED = 20_261_122L;

    public final FxRobot robot = new FxRobot();
    public final RecordingSoundPlayer sound = new RecordingSoundPlayer();
    public final StatisticsBook statistics = new StatisticsBook();
    /**
     * The game's clock, in milliseconds: it moves only when the test says so ({@link #advanceClock}), so
     * a slow or loaded machine never runs a move clock out behind a test's back.
     */
    public final AtomicLong clockMillis = new AtomicLong(1_000_000L);
    /** Names of the threads that ran a search that was on the FX thread; must stay empty. */
    public final List<String> searchesOnFxThread = new CopyOnWriteArrayList<>();
    public final List<String> searchThreads = new CopyOnWriteArrayList<>();
    public final Path configDirectory;
    public Stage stage;
    /** What the file dialog answers: the test sets the next file to save to or open; null is "cancelled". */
    public final AtomicReference<Path> nextChosenFile = new AtomicReference<>();
    /** Makes each game session's ticker (the real one unless a test says otherwise). */
    public Supplier<Ticker> tickers = FxTicker::new;
    /** Runs while the file dialog is "open", on the FX thread, as a real modal dialog would keep it waiting. */
    public Runnable whileChoosingFile = () -> { };
    private final GameFileChooser files = new GameFileChooser() {
        @Override
        public Optional<Path> chooseFileToSave(Window owner, ResourceBundle strings) {
            whileChoosingFile.run();
            return Optional.ofNullable(nextChosenFile.getAndSet(null));
        }

        @Override
        public Optional<Path> chooseFileToOpen(Window owner, ResourceBundle strings) {
            whileChoosingFile.run();
            return Optional.ofNullable(nextChosenFile.getAndSet(null));
        }
    };
    private Application application;
    private FxBackgroundExecutor executor;

    /** The command line the game starts with ({@link #withArguments}); none by default. */
    private List<String> arguments = List.of();
    /** Where the game takes invite links sent by later starts ({@link #withLinkInbox}); nowhere by default. */
    private Path linkInbox;

    /** The settings lines of {@link #withNetwork()}; none by default. */
    private List<String> networkSettings = List.of();

    /** Set by {@link #forEachTest()}: the application starts before each test and stops after it. */
    private final boolean perTest;

    public TestApp(Path configDirectory) {
        this(configDirectory, false);
    }

    private TestApp(Path configDirectory, boolean perTest) {
        this.configDirectory = configDirectory;
        this.perTest = perTest;
    }

    /**
     * For {@code @RegisterExtension}: the application with the test settings and its own new
     * configuration directory, started before each test and stopped (its directory deleted) after it.
     */
    public static TestApp forEachTest() {
        try {
            return new TestApp(Files.createTempDirectory("connect-four-test-"), true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) throws TimeoutException {
        if (perTest) {
            withTestSettings().start();
        }
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        if (perTest) {
            stop();
            try (Stream<Path> files = Files.walk(configDirectory)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    /** Writes a settings file before the start; only the given lines, the rest default. */
    public TestApp withSettings(String... lines) {
        try {
            Files.createDirectories(configDirectory);
            Files.write(configDirectory.resolve("settings.properties"), List.of(lines));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** English, fast discs, no computer delay: what most tests want (and the network's, after {@link #withNetwork()}). */
    public TestApp withTestSettings() {
        List<String> lines = new ArrayList<>(List.of("language=ENGLISH", "animationSpeed=FAST", "computerMoveDelayMillis=0"));
        lines.addAll(networkSettings);
        return withSettings(lines.toArray(String[]::new));
    }

    /**
     * Network games on the loopback interface only (the build machines allow no other traffic), with the player's
     * name "Anna" remembered.
     */
    public TestApp withNetwork() {
        networkSettings = List.of("network.interface=127.0.0.1", "network.name=Anna");
        return this;
    }

    /** With {@code address} as the Internet server of the settings (a Mosquitto the test started on 127.0.0.1). */
    public TestApp withInternetServer(String address) {
        List<String> lines = new ArrayList<>(networkSettings);
        lines.add("internet.server=" + address);
        networkSettings = List.copyOf(lines);
        return this;
    }

    /** Starts the game with this command line (an invite link, as a link clicked starts it). */
    public TestApp withArguments(String... given) {
        arguments = List.of(given);
        return this;
    }

    /** The game takes invite links sent to this socket by later starts, as the installed game does. */
    public TestApp withLinkInbox(Path socket) {
        linkInbox = socket;
        return this;
    }

    /** As {@link #withInternetServer(String)}, a private one: with its login in the settings. */
    public TestApp withInternetServer(String address, String user, String password) {
        withInternetServer(address);
        List<String> lines = new ArrayList<>(networkSettings);
        lines.add("internet.user=" + user);
        lines.add("internet.password=" + password);
        networkSettings = List.copyOf(lines);
        return this;
    }

    public TestApp start() throws TimeoutException {
        stage = FxToolkit.registerPrimaryStage();
        HeadlessScreenRepair.install();
        Platform.setImplicitExit(false);
        application = FxToolkit.setupApplication(() -> new ConnectFourApp(this::services, linkInbox, arguments));
        WaitForAsyncUtils.waitForFxEvents();
        return this;
    }

    /** The running application's navigator. */
    public Navigator navigator() {
        return ((ConnectFourApp) application).navigator();
    }

    /** The running application's game sessions. */
    public Games games() {
        return ((ConnectFourApp) application).games();
    }

    /** The running application's UI settings. */
    public LiveSettings settings() {
        return ((ConnectFourApp) application).settings();
    }

    /** The running application's shared analysis. */
    public AnalysisService analysis() {
        return ((ConnectFourApp) application).analysis();
    }

    public void stop() throws TimeoutException {
        FxToolkit.cleanupApplication(application);
        FxToolkit.cleanupStages();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private AppServices services() {
        executor = new FxBackgroundExecutor();
        TimeSource time = clockMillis::get;
        SessionServices session = new SessionServices(this::player, executor, time, new SplittableRandom(SEED),
                statistics);
        return new AppServices(new SettingsStore(configDirectory), new StatisticsStore(configDirectory),
                new SavedGameStore(configDirectory), files, sound, session,
                () -> tickers.get());
    }

    /** A seeded player (the real one of its level) that notes the thread it thinks on. */
    private ComputerPlayer player(ComputerLevel level) {
        ComputerPlayer real = ComputerPlayers.create(level, SEED);
        return new ComputerPlayer() {
            @Override
            public ComputerLevel level() {
                return level;
            }

            @Override
            public int chooseColumn(Position position) {
                searchThreads.add(Thread.currentThread().getName());
                if (Platform.isFxApplicationThread()) {
                    searchesOnFxThread.add(Thread.currentThread().getName());
                }
                return real.chooseColumn(position);
            }
        };
    }

    /** From the start screen into an untimed game between two people. */
    public void startTwoPlayerGame() {
        click("Two players");
        click("Start");
    }

    /** A timed two-player game in which both have made their untimed first move: the clock runs from now on. */
    public void startTimedGameAndPlayTheUntimedFirstMoves() {
        click("Two players");
        click("Timed");
        click("Start");
        clickColumn(0);
        waitForBoardAtRest();
        clickColumn(0);
        waitForBoardAtRest();
    }

    /** Ctrl and {@code key}, as the player presses them, then waits for the FX thread to handle them. */
    public void shortcut(KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Moves the game clock forward without waiting. */
    public void advanceClock(long millis) {
        clockMillis.addAndGet(millis);
    }

    // ---- looking and clicking ----

    /** Clicks the control showing {@code text} (a button, a toggle, a label), not a bare text such as a slider's marks. */
    public void click(String text) {
        Optional<Node> control = robot.lookup((Node node) -> node instanceof Labeled labeled && text.equals(labeled.getText()))
                .match(NodeQueryUtils.isVisible()).tryQuery();
        if (control.isPresent()) {
            robot.clickOn(control.get());
        } else {
            robot.clickOn(text);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    public BoardView board() {
        return robot.lookup(".board-view").match(node -> node instanceof BoardView && ((BoardView) node)
                .isFocusTraversable()).queryAs(BoardView.class);
    }

    public GamePosition shownPosition() {
        return board().positionProperty().get();
    }

    public String status() {
        return robot.lookup(".status-line").queryAs(Label.class).getText();
    }

    public String title() {
        return robot.lookup(".screen-title").queryAs(Label.class).getText();
    }

    /** Clicks the top cell of a column: the disc falls to the lowest free cell. */
    public void clickColumn(int column) {
        robot.clickOn(screenPoint(column, 5));
    }

    public Point2D screenPoint(int column, int row) {
        Point2D[] point = new Point2D[1];
        robot.interact(() -> point[0] = board().localToScreen(board().cellCentre(column, row)));
        return point[0];
    }

    public void waitUntil(String what, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> {
                boolean[] result = new boolean[1];
                robot.interact(() -> result[0] = condition.getAsBoolean());
                return result[0];
            });
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting until " + what, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits until no disc falls and the state is at rest. */
    public void waitForBoardAtRest() {
        waitUntil("the board is at rest", () -> !board().isAnimating());
    }

    public boolean isShowing(String query) {
        return robot.lookup(query).tryQuery().map(node -> node.isVisible() && node.getScene() != null).orElse(false);
    }

    public void assertNoSearchOnFxThread() {
        assertTrue(searchesOnFxThread.isEmpty(), "searches on the FX thread: " + searchesOnFxThread);
    }
}
