package dev.connectfour.ui.navigation;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.RatingBook;
import dev.connectfour.game.session.SessionSnapshots;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.preferences.LiveSettings;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The game sessions the screens play: starts each one (on the game screen), keeps the one left waiting
 * for the settings, the rules or the review, and remembers the last set-up of each mode.
 *
 * <p>A game starts whole or not at all: if anything throws while its session is made, shown or started, the
 * session is closed, the game left waiting stays (to be offered on the start screen), and the {@code notStarted}
 * handler tells the player. The screens' handlers never see a half-started game.
 */
public final class Games {
    private final LiveSettings settings;
    private final SessionServices services;
    private final Supplier<Ticker> tickers;
    private final Consumer<GameSession> showGame;
    private final Consumer<RuntimeException> notStarted;
    private final Map<Mode, GameSettings> lastSetup = new EnumMap<>(Mode.class);
    /** The game left for the settings, the rules or the review, paused, to come back to; null if none. */
    private GameSession waiting;
    /** The session the game screen shows (or last showed); null before the first game. */
    private GameSession playing;
    private boolean playingOnScreen;
    /** Whether the game screen shows the analysis: kept while the same line of play goes on (settings, review, paste). */
    private boolean analysisShown;

    /**
     * @param showGame   puts a session on the game screen
     * @param notStarted tells the player that a game could not be started (why), and shows a screen in the game
     *                   screen's place
     */
    public Games(LiveSettings settings, SessionServices services, Supplier<Ticker> tickers, Consumer<GameSession> showGame,
                 Consumer<RuntimeException> notStarted) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.services = Objects.requireNonNull(services, "services");
        this.tickers = Objects.requireNonNull(tickers, "tickers");
        this.showGame = Objects.requireNonNull(showGame, "showGame");
        this.notStarted = Objects.requireNonNull(notStarted, "notStarted");
    }

    /** The player's game rating: the start screen and the statistics show it, the one-player set-up places it. */
    public RatingBook rating() {
        return services.statistics().rating();
    }

    /**
     * What the set-up screen of {@code mode} shows: the last settings started in this run, else
     * {@code defaults} on the board last chosen (kept in the UI settings from run to run).
     */
    public GameSettings lastSetup(Mode mode, GameSettings defaults) {
        return lastSetup.getOrDefault(mode, defaults.withBoardSize(settings.get().lastBoardSize()));
    }

    /**
     * The settings of a new game like {@code game} (the one offered to resume): the last set-up of its mode in
     * this run, else its own.
     */
    public GameSettings lastSetupLike(GameSettings game) {
        return lastSetup.getOrDefault(game.mode(), game);
    }

    /**
     * Starts a game session with these settings on the game screen; its board is remembered for the next set-up.
     *
     * @return whether it started (else the player was told why, see {@link Games})
     */
    public boolean startGame(GameSettings gameSettings) {
        analysisShown = false;
        if (!gameSettings.boardSize().equals(settings.get().lastBoardSize())) {
            settings.update(settings.get().withLastBoardSize(gameSettings.boardSize()));
        }
        return begin(gameSettings, GameSession::start);
    }

    /** Starts a game session with these settings at {@code position} (a pasted or opened game); whether it started. */
    public boolean startGameFrom(GameSettings gameSettings, GamePosition position, Seat firstMover) {
        return begin(gameSettings, session -> session.startFrom(position, firstMover));
    }

    /**
     * Starts the session of a network match on the game screen, once its first game has begun
     * ({@link NetworkGame#gameNumberProperty()} 1 or more); it plays every game of the match. Whole or not at all
     * (see {@link Games}): a match whose game could not start is left, so the other side does not wait on it.
     *
     * @return whether it started
     */
    public boolean startNetworkGame(NetworkGame match) {
        analysisShown = false;
        return begin(() -> new GameSession(match.sessionSettings(), services, tickers.get(), match),
                session -> match.begin(), match::close);
    }

    /** Continues a saved game (resumed or opened from a file) on the game screen; whether it started. */
    public boolean startSavedGame(SavedGame game) {
        return begin(game.settings(), session -> SessionSnapshots.resume(session, game));
    }

    /** A saved game continued afresh, without the analysis of the game before it; whether it started. */
    boolean resumeSavedGame(SavedGame game) {
        analysisShown = false;
        return startSavedGame(game);
    }

    /** The session the game screen shows, if it shows one. */
    public Optional<GameSession> currentGame() {
        return playingOnScreen ? Optional.ofNullable(playing) : Optional.empty();
    }

    /**
     * Whether {@code session} holds a person's game worth keeping: begun (a turn played), not over, and one its
     * game keeps to resume ({@code Capabilities#mayResume}: not two computers watched nor a network game, which
     * ends when left). Leaving it for the start screen offers it to resume; replacing it asks first.
     */
    public static boolean inProgress(GameSession session) {
        return session.capabilities().mayResume() && !session.getPosition().turns().isEmpty()
                && SessionSnapshots.of(session).isPresent();
    }

    /** Whether {@code session}'s game runs: begun or not, not over and not waiting to start. */
    static boolean isBeingPlayed(GameSession session) {
        return session.getState() == SessionState.HUMAN_TO_MOVE || session.getState() == SessionState.COMPUTER_THINKING;
    }

    /**
     * Whether a new game now would give up {@code session}'s game as a loss in the player's game rating: a person's
     * game in progress ({@link #inProgress}) that is rated. Every way to a new game tells the player so first.
     */
    public static boolean givesUpRatedGame(GameSession session) {
        return inProgress(session) && session.isRatedGameInProgress();
    }

    /** Whether a new game in place of the kept {@code game} (offered to resume) gives it up as a loss in the game rating. */
    public static boolean givesUpRatedGame(SavedGame game) {
        return SessionSnapshots.isRated(game);
    }

    /**
     * {@code game}, unfinished, is given up for a new one: a rated one counts as a loss in the game rating. The one
     * place that counts it for a game replaced by another session (a game started, pasted or opened in its place, or
     * a new one over the game offered); a new game in the same session counts it itself ({@link GameSession#restart()}).
     */
    void giveUp(SavedGame game) {
        SessionSnapshots.giveUp(game, services.statistics());
    }

    /** Whether the next game screen shows the analysis, as the last one did (off for a game started from a set-up). */
    public boolean analysisShown() {
        return analysisShown;
    }

    public void setAnalysisShown(boolean shown) {
        analysisShown = shown;
    }

    /** True while {@code session} waits, paused, for the player to come back to it. */
    public boolean isWaiting(GameSession session) {
        return waiting == session;
    }

    /** Leaves {@code session} for another screen, paused ({@link PauseReason#AWAY}); a pause of the player's own outlasts the visit. */
    void leaveWaiting(GameSession session) {
        session.pause(PauseReason.AWAY);
        waiting = session;
    }

    /** The game left waiting, no longer waiting (the caller shows it again); null if none. */
    GameSession takeWaiting() {
        GameSession session = waiting;
        waiting = null;
        return session;
    }

    /** Ends the game left waiting, if any: the player went elsewhere. */
    void endWaiting() {
        if (waiting != null) {
            waiting.close();
            waiting = null;
        }
    }

    /** The navigator tells which session the game screen now shows; null when another screen shows. */
    void onScreen(GameSession session) {
        if (session != null) {
            playing = session;
        }
        playingOnScreen = session != null;
    }

    /** The game the player is leaving: the one waiting, else the one on the game screen; null if none. */
    GameSession gameLeft() {
        return waiting != null ? waiting : playingOnScreen ? playing : null;
    }

    /** Whether any game was shown in this run. */
    boolean anyPlayed() {
        return playing != null;
    }

    /**
     * A new session with {@code chosen} on the game screen, begun by {@code start}. See
     * {@link #begin(Supplier, Consumer, Runnable)}.
     */
    private boolean begin(GameSettings chosen, Consumer<GameSession> start) {
        return begin(() -> {
            // settings remembered, resumed or opened may carry the role names of another language
            GameSettings gameSettings = Texts.roleNames(Bundles.common(settings.get().locale()), chosen);
            lastSetup.put(gameSettings.mode(), gameSettings); // the set-up screen shows them again, whatever happens
            return new GameSession(gameSettings, services, tickers.get());
        }, start, () -> { });
    }

    /**
     * The session {@code make} answers, on the game screen, begun by {@code start}; the game left waiting ends once
     * it has. If anything throws on the way, see {@link Games}: the session is closed, {@code undo} takes back what
     * {@code make} did beside it, and the game shown before is the one left, as it was.
     */
    private boolean begin(Supplier<GameSession> make, Consumer<GameSession> start, Runnable undo) {
        GameSession before = playing;
        GameSession left = gameLeft();
        Optional<SavedGame> replaced = left != null && inProgress(left) ? SessionSnapshots.of(left) : Optional.empty();
        GameSession session = null;
        try {
            session = make.get();
            showGame.accept(session);
            start.accept(session);
        } catch (RuntimeException e) {
            if (session != null) {
                session.close();
            }
            undo.run();
            playing = before;
            playingOnScreen = false;
            notStarted.accept(e);
            return false;
        }
        endWaiting();
        replaced.ifPresent(this::giveUp);
        return true;
    }
}
