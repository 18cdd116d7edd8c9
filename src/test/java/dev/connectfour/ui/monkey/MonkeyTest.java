package dev.connectfour.ui.monkey;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionListener;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.DiscNode;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.AnimationSpeed;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.theme.Theme;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Seeded random actions on the running application (keys, column clicks, buttons, resizes, settings, a
 * change of language in the middle of a game, the hand-driven clock, new games in every mode). After every
 * action: a person's game in progress is not lost ({@link KeptGameCheck}), no thread threw (whether the
 * exception reached the uncaught-exception handler or its thread printed it, as JavaFX's renderer does), the
 * discs drawn on the board are the session's, and no game reported two results. The normal build runs a
 * short seeded sequence (120 actions); the 2,000-action one is tagged {@code soak}
 * ({@code ./mvnw -B -o -Psoak test -Dtest=MonkeyTest}; {@code -Dmonkey.actions=200} for a shorter run).
 */
class MonkeyTest {
    private static final KeyCode[] DIGITS = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
        KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7};
    /** Every mode, Hard included, timed and untimed; computer delays of 0 or a little. */
    private static final List<GameSettings> GAMES = List.of(
            GameSettings.onePlayer(ComputerLevel.EASY),
            GameSettings.onePlayer(ComputerLevel.MEDIUM),
            GameSettings.onePlayer(ComputerLevel.HARD),
            GameSettings.onePlayer(ComputerLevel.HARD).withMoveClockSeconds(5),
            GameSettings.onePlayer(ComputerLevel.RANDOM).withMoveClockSeconds(3),
            GameSettings.twoPlayers(false),
            GameSettings.twoPlayers(true),
            GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD),
            GameSettings.watch(ComputerLevel.MEDIUM, ComputerLevel.RANDOM));

    private static final List<AnimationSpeed> FAST_SPEEDS = java.util.Arrays.stream(AnimationSpeed.values())
            .filter(speed -> speed != AnimationSpeed.SLOW).toList();

    @TempDir
    Path config;

    private TestApp app;
    private SplittableRandom random;
    private KeptGameCheck kept;
    private ThreadExceptions exceptions;
    /**
     * gameOver events per game number, one map per session started (not keyed by the session: a test
     * that kept every session would keep every computer player's search table alive).
     */
    private final List<Map<Integer, Integer>> results = new ArrayList<>();
    private String lastAction = "";

    /** About half a second an action on the shared build machine: 120 keep the normal build's share under a minute. */
    @Test
    void aHundredAndTwentyActions() throws TimeoutException {
        run(120, 1L);
    }

    /** 2,000 actions, or as many as the system property {@code monkey.actions} says. */
    @Test
    @Tag("soak")
    void twoThousandActions() throws TimeoutException {
        run(Integer.getInteger("monkey.actions", 2_000), 2L);
    }

    private void run(int actions, long seed) throws TimeoutException {
        random = new SplittableRandom(seed);
        app = new TestApp(config).withTestSettings().start();
        exceptions = ThreadExceptions.install(() -> lastAction);
        try {
            kept = new KeptGameCheck(app);
            startGame(GAMES.get(0));
            for (int i = 0; i < actions; i++) {
                act(i);
                WaitForAsyncUtils.waitForFxEvents();
                checkGameKept(); // wherever the action left the player
                comeBackToAGame();
                check(i);
            }
        } finally {
            try {
                app.stop();
            } finally {
                exceptions.uninstall();
            }
        }
        assertTrue(exceptions.all().isEmpty(), "exceptions at the end: " + exceptions.all());
        app.assertNoSearchOnFxThread();
    }

    private void startGame(GameSettings settings) {
        GameSettings game = settings.withComputerDelayMillis(random.nextBoolean() ? 0 : 40);
        lastAction = "start " + game;
        app.robot.interact(() -> {
            kept.newGameStarted();
            app.games().startGame(game);
            GameSession session = app.games().currentGame().orElseThrow();
            Map<Integer, Integer> counts = new HashMap<>();
            results.add(counts);
            session.addListener(new SessionListener() {
                @Override
                public void gameOver(GameResult result) {
                    counts.merge(session.getGameNumber(), 1, Integer::sum);
                }
            });
        });
    }

    private void act(int step) {
        int roll = random.nextInt(100);
        if (roll < 30) {
            int column = random.nextInt(DIGITS.length);
            lastAction = step + ": key " + (column + 1);
            app.robot.type(DIGITS[column]);
        } else if (roll < 36) {
            int column = random.nextInt(DIGITS.length);
            lastAction = step + ": click column " + (column + 1);
            app.clickColumn(column);
        } else if (roll < 44) {
            lastAction = step + ": Ctrl+Z";
            app.shortcut(KeyCode.Z);
        } else if (roll < 49) {
            lastAction = step + ": Ctrl+Y";
            app.shortcut(KeyCode.Y);
        } else if (roll < 53) {
            lastAction = step + ": Ctrl+N";
            app.shortcut(KeyCode.N);
        } else if (roll < 61) {
            KeyCode key = new KeyCode[] {KeyCode.LEFT, KeyCode.RIGHT, KeyCode.ENTER, KeyCode.SPACE, KeyCode.DOWN,
                KeyCode.H}[random.nextInt(6)];
            lastAction = step + ": key " + key;
            app.robot.type(key);
        } else if (roll < 71) {
            String id = new String[] {"#undoButton", "#redoButton", "#hintButton", "#pauseButton"}[random.nextInt(4)];
            lastAction = step + ": button " + id;
            fire(id);
        } else if (roll < 78) {
            // on the screen: the clicks on the board's columns must reach them
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            double width = 480 + random.nextDouble() * (Math.min(1000, screen.getWidth() - 100) - 480);
            double height = 420 + random.nextDouble() * (Math.min(700, screen.getHeight() - 100) - 420);
            lastAction = step + ": resize " + Math.round(width) + "x" + Math.round(height);
            asPlayer(() -> {
                app.stage.setWidth(width);
                app.stage.setHeight(height);
            });
        } else if (roll < 83) {
            UiSettings now = app.settings().get();
            UiSettings changed = switch (random.nextInt(3)) {
                // not SLOW: it only makes the run longer, the drops are the same code
                case 0 -> now.withAnimationSpeed(FAST_SPEEDS.get(random.nextInt(FAST_SPEEDS.size())));
                case 1 -> now.withTheme(Theme.values()[random.nextInt(Theme.values().length)]);
                default -> now.withLanguage(otherLanguage());
            };
            lastAction = step + ": settings " + changed;
            asPlayer(() -> app.settings().update(changed));
        } else if (roll < 89) {
            long millis = random.nextLong(7_000);
            lastAction = step + ": clock +" + millis + " ms";
            app.advanceClock(millis);
        } else if (roll < 94) {
            switchLanguage(step);
        } else {
            startGame(GAMES.get(random.nextInt(GAMES.size())));
        }
    }

    /**
     * A player changes the language in the middle of a game, one step at a time, each checked: through the
     * start screen (Esc, Settings, a language, Back, Resume) or through the game's own Settings button
     * (a language, Back).
     */
    @SuppressWarnings("unchecked")
    private void switchLanguage(int step) {
        Language language = otherLanguage();
        boolean throughStartScreen = random.nextBoolean();
        String steps = step + ": language " + language + (throughStartScreen ? " through the start screen: " : " from the game: ");
        if (throughStartScreen) {
            for (int i = 0; i < 3 && app.games().currentGame().isPresent(); i++) { // Esc closes a question or the help first
                lastAction = steps + "Esc";
                app.robot.type(KeyCode.ESCAPE);
                WaitForAsyncUtils.waitForFxEvents();
            }
            checkGameKept();
            if (!isShowing(".menu-screen")) {
                return;
            }
            lastAction = steps + "Settings";
            asPlayer(() -> app.navigator().show(ScreenId.SETTINGS)); // what the start screen's Settings button does
        } else {
            lastAction = steps + "Settings";
            asPlayer(() -> app.games().currentGame() // what the game screen's Settings button does
                    .ifPresent(game -> app.navigator().visitFromGame(ScreenId.SETTINGS, game)));
        }
        WaitForAsyncUtils.waitForFxEvents();
        checkGameKept();
        lastAction = steps + language;
        asPlayer(() -> app.robot.lookup("#languageChoice").tryQuery()
                .ifPresent(choice -> ((ChoiceBox<Language>) choice).setValue(language)));
        WaitForAsyncUtils.waitForFxEvents();
        checkGameKept();
        lastAction = steps + "Back";
        fire("#backButton");
        WaitForAsyncUtils.waitForFxEvents();
        if (throughStartScreen) {
            checkGameKept();
            lastAction = steps + "Resume";
            fire("#resumeButton");
        }
    }

    private Language otherLanguage() {
        List<Language> others = java.util.Arrays.stream(Language.values())
                .filter(language -> language != Language.SYSTEM && language != app.settings().get().language()).toList();
        return others.get(random.nextInt(others.size()));
    }

    /** Fires the button as a click would, if it shows and is enabled. */
    private void fire(String id) {
        asPlayer(() -> app.robot.lookup(id).tryQuery().map(Button.class::cast)
                .filter(button -> button.isVisible() && !button.isDisabled()).ifPresent(Button::fire));
    }

    /**
     * Runs a player's action on the FX thread. What it throws goes where JavaFX sends what an event handler
     * throws, the FX thread's uncaught-exception handler, and the game goes on as it would for the player.
     */
    private void asPlayer(Runnable action) {
        app.robot.interact(() -> {
            try {
                action.run();
            } catch (RuntimeException e) {
                Thread.currentThread().getUncaughtExceptionHandler().uncaughtException(Thread.currentThread(), e);
            }
        });
    }

    private boolean isShowing(String query) {
        boolean[] showing = new boolean[1];
        app.robot.interact(() -> showing[0] = app.isShowing(query));
        return showing[0];
    }

    /**
     * A click on the board's top row can land on the game-over card over it (Review, Change settings, Main
     * menu), and a change of language can stop on the start screen: as a player would, go back to the game
     * (the review returns to it, the Resume card resumes it), else start another.
     */
    private void comeBackToAGame() {
        if (app.games().currentGame().isPresent()) {
            return;
        }
        String[] screen = new String[1];
        app.robot.interact(() -> screen[0] = KeptGameCheck.screen(app));
        lastAction += " (left the game for " + screen[0] + ")";
        if (!isShowing("#resumeCard")) {
            asPlayer(app.navigator()::back);
            WaitForAsyncUtils.waitForFxEvents();
        }
        if (app.games().currentGame().isEmpty() && isShowing("#resumeCard")) {
            lastAction += " (Resume)";
            fire("#resumeButton");
            WaitForAsyncUtils.waitForFxEvents();
            checkGameKept();
        }
        if (app.games().currentGame().isEmpty()) {
            startGame(GAMES.get(random.nextInt(GAMES.size())));
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    /** Fails if a person's game in progress was lost (see {@link KeptGameCheck}), or if any thread threw. */
    private void checkGameKept() {
        String[] problem = new String[1];
        app.robot.interact(() -> problem[0] = kept.problem());
        List<String> thrown = exceptions.all();
        if (problem[0] != null) {
            fail("after " + lastAction + ": " + problem[0] + (thrown.isEmpty() ? "" : "; exceptions: " + thrown));
        }
        assertTrue(thrown.isEmpty(), "exceptions after " + lastAction + ": " + thrown);
    }

    /** Waits (on the FX thread's terms) for the board to rest and agree with the session; fails if it never does. */
    private void check(int step) {
        checkGameKept();
        String[] problem = new String[1];
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                app.robot.interact(() -> problem[0] = mismatch());
                return problem[0] == null;
            });
        } catch (TimeoutException e) {
            fail("after " + lastAction + ": " + problem[0] + (exceptions.all().isEmpty() ? "" : "; exceptions: " + exceptions.all()));
        }
        app.robot.interact(() -> results.forEach(counts -> counts.forEach((game, count) -> {
            if (count > 1) {
                fail("game " + game + " reported " + count + " results; last action " + lastAction);
            }
        })));
        assertTrue(exceptions.all().isEmpty(), "exceptions after " + lastAction + ": " + exceptions.all());
    }

    /** On the FX thread: null if the board is at rest and draws exactly the session's discs. */
    private String mismatch() {
        GameSession session = app.games().currentGame().orElse(null);
        if (session == null) {
            return "not on the game screen but on \"" + app.title() + "\"";
        }
        BoardView board = app.board();
        if (board.isAnimating()) {
            return "the board is still animating";
        }
        Map<String, Player> drawn = new HashMap<>();
        collectDiscs(board, drawn);
        GamePosition position = session.getPosition();
        List<String> wrong = new ArrayList<>();
        for (int column = 0; column < position.size().width(); column++) {
            for (int row = 0; row < position.size().height(); row++) {
                Player expected = position.discAt(column, row).orElse(null);
                Player shown = drawn.remove("disc-" + column + "-" + row);
                if (expected != shown) {
                    wrong.add("(" + column + "," + row + ") session " + expected + " drawn " + shown);
                }
            }
        }
        if (!drawn.isEmpty()) {
            wrong.add("discs drawn off the board: " + drawn.keySet());
        }
        return wrong.isEmpty() ? null : "position " + position.notation() + ": " + wrong;
    }

    private static void collectDiscs(Parent parent, Map<String, Player> drawn) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (child instanceof DiscNode disc && disc.getProperties().get(Player.class) instanceof Player player
                    && disc.isVisible()) {
                drawn.put(disc.getId(), player);
            } else if (child instanceof Parent inner) {
                collectDiscs(inner, drawn);
            }
        }
    }
}
