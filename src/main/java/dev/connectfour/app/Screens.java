package dev.connectfour.app;

import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.AppServices;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.Lesson;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.help.HelpController;
import dev.connectfour.ui.menu.MenuController;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Handoff;
import dev.connectfour.ui.navigation.Navigator;
import dev.connectfour.ui.navigation.ResumeOffer;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.navigation.ScreenLoader;
import dev.connectfour.ui.network.InviteNaming;
import dev.connectfour.ui.network.NetworkController;
import dev.connectfour.ui.oneplayer.OnePlayerController;
import dev.connectfour.ui.play.PlayController;
import dev.connectfour.ui.play.PlayServices;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.puzzles.PuzzlesController;
import dev.connectfour.ui.review.ReviewController;
import dev.connectfour.ui.settings.SettingsController;
import dev.connectfour.ui.stats.StatsController;
import dev.connectfour.ui.twoplayers.TwoPlayersController;
import dev.connectfour.ui.watch.WatchController;
import java.time.Clock;
import java.util.List;

/**
 * The window's screens and the parts they share, made once: the one place that knows every screen. Each
 * screen is registered with the {@link Navigator} under its {@link ScreenId} and gets what it uses handed in.
 */
final class Screens {
    private static final System.Logger LOG = System.getLogger(Screens.class.getName());
    private final AppServices services;
    private final LiveSettings settings;
    private final Games games;
    private final ResumeOffer offer;
    /** What the start screen and the network screen remember of the network: the last role, a match to rejoin. */
    private final NetworkMemory networkMemory;
    /** Set once, in the constructor; not final only because the games, made first, show their sessions through it. */
    private Navigator navigator;
    /** What the next start screen tells about the player's files, once. */
    private List<String> startNotices = List.of();
    /** The perfect analysis for every screen that shows it, made at first use; its solver tables outlive a screen. */
    private AnalysisService analysis;
    private final PuzzleParts puzzles;
    /** The mistake the game-over card offers, left for the review it opens. */
    private final Handoff<Lesson> lessons = new Handoff<>();
    /** The section of the help's Ideas page an explanation links to, left for the help it opens. */
    private final Handoff<IdeaTopic> topics = new Handoff<>();

    /** The {@code --network-interface} of the command line; null for the settings' choice. */
    private final String networkInterface;
    /** An invite link for the network screen's next opening, once; null for none. */
    private String invite;

    /**
     * @param quit             closes the window
     * @param networkInterface the {@code --network-interface} of the command line, or null
     */
    Screens(AppServices services, UiSettings initial, Runnable quit, String networkInterface) {
        this.services = services;
        this.networkInterface = networkInterface;
        settings = new LiveSettings(initial, services.settingsStore(), services.sound());
        games = new Games(settings, services.session(), services.tickers(), session -> navigator.showGame(session),
                this::gameNotStarted);
        offer = new ResumeOffer(games, services.gameStore());
        puzzles = new PuzzleParts(services.statisticsStore().file().getParent(), services.session().executor());
        networkMemory = new NetworkMemory(services.settingsStore().file().getParent(), Clock.systemUTC());
        navigator = new Navigator(new ScreenLoader(() -> settings.get().locale()), games, offer, quit);
        register();
    }

    private void register() {
        navigator.register(ScreenId.MENU, (game, back) -> new MenuController(navigator, offer, games,
                networkMemory, takeStartNotices()));
        navigator.register(ScreenId.ONE_PLAYER_SET_UP, (game, back) -> new OnePlayerController(navigator, games, settings));
        navigator.register(ScreenId.TWO_PLAYERS_SET_UP, (game, back) -> new TwoPlayersController(navigator, games, settings));
        navigator.register(ScreenId.WATCH_SET_UP, (game, back) -> new WatchController(navigator, games, settings));
        navigator.register(ScreenId.NETWORK_SET_UP, (game, back) -> new NetworkController(navigator, games, settings,
                networkMemory, networkInterface, takeInvite()));
        navigator.register(ScreenId.PLAY, (game, back) -> new PlayController(navigator, games, game, new PlayServices(
                settings.get(), analysis(), services.sound(), services.session().statistics(),
                services.session().executor(), services.session().players(), services.files(), lessons, topics)));
        navigator.register(ScreenId.REVIEW, (game, back) -> new ReviewController(navigator, games, analysis(),
                settings.get().locale(), game, lessons.take().orElse(null), topics));
        navigator.register(ScreenId.SETTINGS, (game, back) -> new SettingsController(navigator, settings));
        navigator.register(ScreenId.STATISTICS, (game, back) -> new StatsController(navigator,
                services.session().statistics()));
        navigator.register(ScreenId.PUZZLES, (game, back) -> new PuzzlesController(navigator,
                puzzles.services(settings.get().locale(), settings.get().animationSpeed().factor())));
        navigator.register(ScreenId.HELP, (game, back) -> new HelpController(back, topics.take().orElse(null)));
    }

    Navigator navigator() {
        return navigator;
    }

    Games games() {
        return games;
    }

    LiveSettings settings() {
        return settings;
    }

    ResumeOffer offer() {
        return offer;
    }

    /** The analysis threads shared by the screens, started at first use. */
    AnalysisService analysis() {
        if (analysis == null) {
            analysis = new AnalysisService();
        }
        return analysis;
    }

    /**
     * A game could not be started (a fault of the game's own): the error is logged, and the start screen says so
     * in its place, where any game left is still offered to resume.
     */
    private void gameNotStarted(RuntimeException error) {
        LOG.log(System.Logger.Level.ERROR, "a game could not be started", error);
        tellOnStartScreen(List.of(Bundles.common(settings.get().locale()).getString("notice.gameNotStarted")));
        navigator.show(ScreenId.MENU);
    }

    /** Opens the network screen on joining the game of {@code link} (from the command line: a link clicked). */
    void openInvite(String link) {
        invite = link;
        navigator.show(ScreenId.NETWORK_SET_UP);
    }

    /**
     * Joins the game of {@code link}, sent while the game runs (a link clicked): from a game in progress that someone
     * elsewhere waits on, or a game hosted that a guest may be joining, only once the player agrees to leave it; a
     * person's own game is kept to resume. A link sent while the player is asked something (a question, a file
     * dialog) is taken up, in its turn, once that is answered; the same link twice is taken up once.
     */
    void openSentInvite(String link) {
        navigator.leaveForRequest("confirm.leaveForInvite", link, strings -> InviteNaming.name(strings, link),
                () -> openInvite(link));
    }

    private String takeInvite() {
        String link = invite;
        invite = null;
        return link;
    }

    /** Notices about the player's files for the next start screen to show, once. */
    void tellOnStartScreen(List<String> notices) {
        startNotices = List.copyOf(notices);
    }

    private List<String> takeStartNotices() {
        List<String> notices = startNotices;
        startNotices = List.of();
        return notices;
    }

    /** Leaves the current screen, keeps a game in progress and stops the analysis threads; once only. */
    void close() {
        navigator.close();
        if (analysis != null) {
            analysis.close();
            analysis = null;
        }
    }
}
