package dev.connectfour.ui.navigation;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Question;
import dev.connectfour.ui.Texts;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;

/**
 * Moves between screens inside the one window. It knows no screen: the application registers a
 * {@link ScreenFactory} for each {@link ScreenId}, and the {@link ScreenLoader} finds each view by
 * convention. The games left and offered are kept by {@link Games} and {@link ResumeOffer}; this class
 * only tells them when the player moves.
 */
public final class Navigator implements Navigation {
    private final StackPane root = new StackPane();
    /** A question over the current screen. */
    private final Question question = new Question(root);
    /** Requests from outside the window, waiting while the player is asked something. */
    private final OutsideRequests requests = new OutsideRequests(Platform::runLater);
    private final Map<ScreenId, ScreenFactory> factories = new EnumMap<>(ScreenId.class);
    private final ScreenLoader loader;
    private final Games games;
    private final ResumeOffer offer;
    private final Runnable quit;
    private Screen current;
    private ScreenId currentId;
    private boolean closed;

    /** @param quit closes the window (and so ends the game) */
    public Navigator(ScreenLoader loader, Games games, ResumeOffer offer, Runnable quit) {
        this.loader = Objects.requireNonNull(loader, "loader");
        this.games = Objects.requireNonNull(games, "games");
        this.offer = Objects.requireNonNull(offer, "offer");
        this.quit = Objects.requireNonNull(quit, "quit");
        root.getStyleClass().add("app-root");
        // F1 anywhere opens the rules; the game screen handles it first, as an overlay.
        root.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.F1 && currentId != ScreenId.HELP) {
                if (current == null || !current.showHelp()) {
                    show(ScreenId.HELP);
                }
                event.consume();
            }
        });
    }

    /** Makes {@code screen} with {@code factory} whenever it is shown. */
    public void register(ScreenId screen, ScreenFactory factory) {
        factories.put(Objects.requireNonNull(screen, "screen"), Objects.requireNonNull(factory, "factory"));
    }

    /** The node the window shows; its only child is the current screen. */
    public StackPane root() {
        return root;
    }

    /** The start screen offers a person's game in progress left for it (see {@link Games#inProgress}). */
    @Override
    public void show(ScreenId screen) {
        if (screen == ScreenId.MENU) {
            offer.offerGameLeft();
        }
        if (!screen.keepsGameWaiting()) {
            games.endWaiting();
        }
        display(screen, null);
    }

    /** The game screen for {@code game} (just started, or come back to). */
    public void showGame(GameSession game) {
        display(ScreenId.PLAY, Objects.requireNonNull(game, "game"));
    }

    @Override
    public void visitFromGame(ScreenId screen, GameSession game) {
        if (!screen.keepsGameWaiting()) {
            throw new IllegalArgumentException(screen + " does not keep a game waiting");
        }
        games.leaveWaiting(game);
        display(screen, game);
    }

    @Override
    public void startNewGame(BooleanSupplier start) {
        if (offer.offeredGame().isEmpty()) {
            start.getAsBoolean();
            return;
        }
        if (question.isOpen()) {
            return; // one question at a time: none is asked over the open one, and so nothing is held for it
        }
        ResourceBundle strings = Bundles.common(loader.locale());
        boolean rated = Games.givesUpRatedGame(offer.offeredGame().get());
        question.ask(strings.getString(rated ? "confirm.replaceLastGame.rated" : "confirm.replaceLastGame"),
                strings.getString("confirm.keepLastGame"),
                strings.getString("confirm.replaceLastGame.yes"), () -> {
                    if (start.getAsBoolean()) {
                        offer.decline();
                    }
                }, requests.hold());
    }

    @Override
    public Runnable holdRequests() {
        return requests.hold();
    }

    /**
     * Runs {@code open}, which shows another screen, for a request from outside the window (an invite link sent by a
     * second start of the game). Leaving a game in progress that someone elsewhere waits on (it does not stand still
     * for this screen) resigns it, so the player is asked first, as Menu asks; leaving a screen that someone elsewhere
     * may be coming to or waiting on ({@link Screen#awaitsSomeoneElsewhere}) is asked too. Keeping either changes
     * nothing. A person's own game in progress, on the game screen or waiting, is kept and offered on the start screen,
     * as when left by Menu. Requests that come while the player is asked something (a question, a file dialog:
     * {@link #holdRequests}) are not lost: each is made in its turn, in the order they came, once the answer is given
     * (each asks anew); the same {@code subject} twice is made once, and a request whose question a new screen took
     * away unanswered is made again first.
     *
     * @param request the key, in the common strings, of the question asked before a game is given up; its buttons are
     *                {@code <request>.no} (keep) and {@code <request>.yes} (leave); {@code <request>.awaited} (with
     *                {@code .no} and {@code .yes}) is asked before a screen that a guest may be coming to is left, and
     *                {@code <request>.joining} before a screen that is joining a host
     * @param subject what the request is about (the invite link)
     * @param named   the words that name the subject in the question, its {@code {0}} (the game invited to), in the
     *                language of the strings given, so that two requests asked in turn are told apart
     */
    public void leaveForRequest(String request, String subject, Function<ResourceBundle, String> named, Runnable open) {
        requests.submit(subject, () -> makeRequest(request, subject, named, open));
    }

    private void makeRequest(String request, String subject, Function<ResourceBundle, String> named, Runnable open) {
        Runnable again = () -> makeRequest(request, subject, named, open);
        GameSession game = games.gameLeft();
        if (game != null && !game.capabilities().standsStillForThisScreen() && Games.isBeingPlayed(game)) {
            askBefore(request, named, requests.holdAsking(subject, again), () -> {
                game.resign();
                open.run();
            });
        } else if (current != null && current.awaitsSomeoneElsewhere() != Screen.Awaiting.NOBODY) {
            askBefore(current.awaitsSomeoneElsewhere().questionFor(request), named, requests.holdAsking(subject, again),
                    () -> leaveFor(open));
        } else {
            leaveFor(open);
        }
    }

    private void leaveFor(Runnable open) {
        offer.offerGameLeft();
        open.run();
    }

    /**
     * Asks the question {@code key} about what {@code named} names; {@code leave} runs if the player says so, after
     * {@code closed} (either way).
     */
    private void askBefore(String key, Function<ResourceBundle, String> named, Runnable closed, Runnable leave) {
        ResourceBundle strings = Bundles.common(loader.locale());
        question.ask(Texts.format(strings, key, named.apply(strings)), strings.getString(key + ".no"),
                strings.getString(key + ".yes"), leave, closed);
    }

    @Override
    public void back() {
        GameSession waiting = games.takeWaiting();
        if (waiting != null) {
            showGame(waiting);
            waiting.resume(PauseReason.AWAY);
        } else {
            show(ScreenId.MENU);
        }
    }

    @Override
    public Parent overlay(ScreenId screen, Runnable close) {
        Screen controller = factory(screen).create(null, close);
        Parent view = loader.load(controller);
        view.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                controller.focus();
            }
        });
        return view;
    }

    /** Tells the current screen that the window was minimised or restored. */
    public void windowMinimised(boolean minimised) {
        if (current != null) {
            current.windowMinimised(minimised);
        }
    }

    @Override
    public void quit() {
        close();
        quit.run();
    }

    /**
     * Leaves the current screen and ends any game (its search, its clock); for the application's end.
     * A game in progress is kept to be offered on the next start (see {@link ResumeOffer}). Once only.
     */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        requests.close();
        offer.keepAtClose();
        games.endWaiting();
        if (current != null) {
            current.leave();
            current = null;
            currentId = null;
        }
    }

    private void display(ScreenId screen, GameSession game) {
        Screen controller = factory(screen).create(game, this::back);
        if (question.isOpen()) { // a question about the screen that goes goes with it; its request is made anew
            requests.askAgainFirst();
            question.close();
        }
        if (current != null) {
            current.leave();
        }
        Parent view = loader.load(controller);
        current = controller;
        currentId = screen;
        games.onScreen(screen == ScreenId.PLAY ? game : null);
        root.getChildren().setAll(view);
    }

    private ScreenFactory factory(ScreenId screen) {
        ScreenFactory factory = factories.get(screen);
        if (factory == null) {
            throw new IllegalStateException("no screen registered for " + screen);
        }
        return factory;
    }
}
