package dev.connectfour.ui.flow;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.store.PuzzleProgressStore;
import dev.connectfour.game.store.StatisticsStore;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinTicket;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.Language;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.chart.Chart;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every screen, in every state a new player meets in the first minutes, shows every label, button,
 * table cell and legend whole: nothing is cut short with "…", no text sticks out of its card or
 * out of the window, no word over the analysis's columns is broken or spills over its neighbour, no token that
 * must be read (or typed) whole is broken across lines (an option such as {@code --network-interface}, a file
 * name, a short bracketed aside such as "（计算中…）"), and no button is squeezed or lies out of reach.
 * In every language the game speaks, in the default 960x720 window and in the smallest usual one, 800x600.
 * <p>
 * One application per language, which visits the places in turn and measures each at both sizes in the
 * same window: starting one per place and language would cost 156 starts. A screen is shown anew at each
 * size (cheap); a game is played once and its screen resized. With {@code -Dsnapshots=true}
 * it also writes every place in every language at both sizes to {@code target/ui-snapshots/languages/},
 * for a person to look at.
 */
class EveryScreenFitTest {
    /** Test_L3_R1: every playable column loses, so the analysis shows "Loss in N" over most columns. */
    private static final String ALL_LOSING = "26512741647245111351472255277";
    /** One move before seat one's four in column 1. */
    private static final String ALMOST_WON = "121212";
    private static final double[][] SIZES = {{960, 720}, {800, 600}};
    /** The faces theme.css gives Japanese and Chinese. */
    private static final Map<Language, String> CJK_FACES = Map.of(Language.JAPANESE, "Noto Sans CJK JP",
            Language.CHINESE_SIMPLIFIED, "Noto Sans CJK SC");

    enum Place {
        START_SCREEN(ScreenId.MENU), ONE_PLAYER_SET_UP(ScreenId.setUpOf(Mode.ONE_PLAYER)),
        TWO_PLAYERS_SET_UP(ScreenId.setUpOf(Mode.TWO_PLAYERS)), WATCH_SET_UP(ScreenId.setUpOf(Mode.WATCH)),
        NETWORK_SET_UP(ScreenId.setUpOf(Mode.NETWORK)),
        ONE_PLAYER_GAME(null), TWO_PLAYERS_GAME(null), WATCH_GAME(null), GAME_OVER(null), ANALYSIS_ON(null), REVIEW(null),
        SETTINGS(ScreenId.SETTINGS), HELP(ScreenId.HELP), STATISTICS(ScreenId.STATISTICS),
        /** The statistics' chart of the game rating over time, after 30 rated games. */
        STATISTICS_RATING(ScreenId.STATISTICS), PUZZLES(ScreenId.PUZZLES),
        /** The Puzzles screen's progress, after a few attempts: its chart and its table by kind and theme. */
        PUZZLE_PROGRESS(ScreenId.PUZZLES),
        /** Last: a game offered to resume and a network match to rejoin, both cards at once. */
        START_SCREEN_WITH_BOTH_OFFERS(ScreenId.MENU);

        /**
         * The screen shown anew at each size, as a player who opens it in a window of that size sees it;
         * null for the places in a game, reached by playing and then resized where they are.
         */
        final ScreenId screen;

        Place(ScreenId screen) {
            this.screen = screen;
        }
    }

    @TempDir
    Path config;
    private TestApp app;


    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Language.class, names = "SYSTEM", mode = EnumSource.Mode.EXCLUDE)
    void nothingIsCutShortOnAnyScreen(Language language) throws TimeoutException, IOException {
        // unreadable statistics: the start screen first shows the notice that names the file they were kept as
        Files.createDirectories(config);
        Files.writeString(config.resolve(StatisticsStore.FILE_NAME), "not statistics\n");
        new PuzzleProgressStore(config).save(someAttempts());
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST",
                "computerMoveDelayMillis=0").start();
        String face = CJK_FACES.get(language);
        assertTrue(face == null || Font.getFamilies().contains(face), language + " is measured in " + face
                + ", the face the theme gives it; without it the characters are measured as boxes"
                + " (apt-get install fonts-noto-cjk)");
        List<String> cut = new ArrayList<>();
        for (Place place : Place.values()) {
            goTo(place, language);
            for (double[] size : SIZES) {
                app.robot.interact(() -> {
                    app.stage.setWidth(size[0]);
                    app.stage.setHeight(size[1]);
                });
                // the start screen is first met as the game opens it, with its notices about unreadable files
                if (place.screen != null && !(place == Place.START_SCREEN && size == SIZES[0])) {
                    show(() -> app.navigator().show(place.screen));
                    showChartOf(place);
                }
                WaitForAsyncUtils.waitForFxEvents();
                app.robot.interact(() -> {
                    Parent root = app.stage.getScene().getRoot();
                    root.applyCss();
                    root.layout();
                    List<String> here = new ArrayList<>();
                    collect(root, here);
                    if (place == Place.START_SCREEN_WITH_BOTH_OFFERS) {
                        List.of("#resumeCard", "#rejoinCard").forEach(card -> {
                            if (!root.lookup(card).isVisible()) {
                                here.add(card + " is not shown");
                            }
                        });
                    }
                    if (place == Place.ANALYSIS_ON) {
                        analysisWordsWhole(language, here);
                        titleWhileRunningWhole(language, here);
                    }
                    here.forEach(what -> cut.add(place + " " + (int) size[0] + "x" + (int) size[1] + ": " + what));
                    if (Boolean.getBoolean("snapshots")) {
                        Snapshots.write(root, "languages/" + language.locale().toLanguageTag() + "-"
                                + place.name().toLowerCase(Locale.ROOT).replace('_', '-') + "-" + (int) size[0]);
                    }
                });
            }
            if (place == Place.ANALYSIS_ON) {
                app.robot.type(KeyCode.A); // hidden again: the places after it are as a new player meets them
                WaitForAsyncUtils.waitForFxEvents();
            }
        }
        assertTrue(cut.isEmpty(), language + ":\n  " + String.join("\n  ", cut));
    }

    /**
     * The losses over the columns: each word whole on one line of its label, and the label no wider than
     * the columns are apart ({@code #analysis-2} to {@code -6} show a loss in {@link #ALL_LOSING}). The words are
     * parted by spaces, and the word for a loss is one even where no space sets it apart ("2 手負け": "負け").
     */
    private void analysisWordsWhole(Language language, List<String> problems) {
        String loss = AnalysisText.in(language.locale()).strings().getString("analysis.lossUnknown");
        Label first = app.robot.lookup("#analysis-0").queryAs(Label.class);
        Label second = app.robot.lookup("#analysis-1").queryAs(Label.class);
        double pitch = second.getBoundsInParent().getCenterX() - first.getBoundsInParent().getCenterX();
        for (int column = 2; column <= 6; column++) {
            Label label = app.robot.lookup("#analysis-" + column).queryAs(Label.class);
            if (label.getBoundsInParent().getWidth() > pitch + 0.5) {
                problems.add("'" + label.getText() + "' is " + (int) label.getBoundsInParent().getWidth()
                        + " wide over columns " + (int) pitch + " apart");
            }
            double room = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
            for (String part : label.getText().replace(loss, " " + loss + " ").strip().split(" +")) {
                Text word = new Text(part);
                word.setFont(label.getFont());
                if (word.getLayoutBounds().getWidth() > room + 0.5) {
                    problems.add("'" + part + "' of '" + label.getText() + "' needs " + (int) word.getLayoutBounds().getWidth()
                            + " but has " + (int) room + ": broken across lines");
                }
            }
        }
    }

    /**
     * The analysis's title says for a moment that it is calculating ("Perfect play (calculating…)"), often too briefly to
     * be caught on screen: those words, laid out as the title lays out its own, keep their bracketed aside whole.
     */
    private void titleWhileRunningWhole(Language language, List<String> problems) {
        Label title = app.robot.lookup(".evaluation-title").queryAs(Label.class);
        Text running = new Text(AnalysisText.in(language.locale()).strings()
                .getString("evaluation.titleRunning"));
        running.setFont(title.getFont());
        Region side = (Region) title.getParent(); // the title takes as much of its column as its words need
        running.setWrappingWidth(side.getWidth() - side.snappedLeftInset() - side.snappedRightInset()
                - title.snappedLeftInset() - title.snappedRightInset());
        WholeTexts.brokenTokens(running).forEach(token -> problems.add("'" + token + "' is broken across lines in the title '"
                + running.getText() + "' while the analysis calculates"));
    }

    /** The game or the statistics a place shows; its screen, if it is one, is shown at each size. */
    private void goTo(Place place, Language language) {
        switch (place) {
            case START_SCREEN, ONE_PLAYER_SET_UP, TWO_PLAYERS_SET_UP, WATCH_SET_UP, SETTINGS, HELP -> { }
            case ONE_PLAYER_GAME -> startFromSetUp(Mode.ONE_PLAYER);
            case TWO_PLAYERS_GAME -> startFromSetUp(Mode.TWO_PLAYERS);
            case WATCH_GAME -> startFromSetUp(Mode.WATCH);
            case GAME_OVER -> {
                playTo(Mode.TWO_PLAYERS, ALMOST_WON);
                app.robot.interact(() -> app.games().currentGame().orElseThrow().play(0));
                app.waitUntil("the game-over card", () -> app.isShowing(".game-over-card"));
            }
            case ANALYSIS_ON -> {
                playTo(Mode.TWO_PLAYERS, ALL_LOSING);
                app.robot.type(KeyCode.A);
                app.waitUntil("the analysis shows its values", () -> app.robot.lookup("#analysis-6")
                        .queryAs(Labeled.class).getText().length() > 2);
            }
            case REVIEW -> {
                // you beat the computer: the review marks the computer's mistakes, the longest line under the list
                playTo(Mode.ONE_PLAYER, ALMOST_WON);
                GameSession session = app.games().currentGame().orElseThrow();
                app.robot.interact(() -> session.play(0));
                app.waitForBoardAtRest();
                show(() -> app.navigator().visitFromGame(ScreenId.REVIEW, session));
                String computer = Bundles.common(language.locale()).getString("name.computer");
                app.waitUntil("the mistakes are looked for", () -> app.robot.lookup(".move-column .field-note")
                        .queryAs(Labeled.class).getText().contains(computer));
            }
            case START_SCREEN_WITH_BOTH_OFFERS -> {
                playTo(Mode.TWO_PLAYERS, ALMOST_WON); // left for the start screen: offered to resume
                new NetworkMemory(config, Clock.systemUTC()).keep(new RejoinTicket("127.0.0.1", 4000, "ABCD2345",
                        "Anna", "Hannah", System.currentTimeMillis() + 59_000));
            }
            case STATISTICS_RATING -> app.robot.interact(() -> {
                GameRating rating = GameRating.NEW;
                for (int game = 0; game < 30; game++) {
                    rating = rating.after(1300 + 15 * game, game % 3 == 2 ? Outcome.LOST : Outcome.WON,
                            LocalDate.of(2026, 11, 17).plusDays(game / 3));
                }
                app.statistics.rating().restore(rating);
            });
            case STATISTICS -> {
                app.robot.interact(() -> {
                    for (ComputerLevel level : List.of(ComputerLevel.EASY, ComputerLevel.MEDIUM, ComputerLevel.HARD,
                            ComputerLevel.custom(12))) {
                        app.statistics.record(new StatisticsKey(Mode.ONE_PLAYER, level, BoardSize.STANDARD),
                                Outcome.WON, 23, true);
                        app.statistics.record(new StatisticsKey(Mode.ONE_PLAYER, level, new BoardSize(8, 7)),
                                Outcome.LOST, 41, false);
                    }
                    app.statistics.record(new StatisticsKey(Mode.TWO_PLAYERS, null, BoardSize.STANDARD),
                            Outcome.DRAWN, 42, false);
                    app.statistics.record(StatisticsKey.watched(ComputerLevel.custom(12), ComputerLevel.MEDIUM,
                            new BoardSize(8, 7)), Outcome.LOST, 40, false);
                });
            }
        }
    }

    /** The rating chart of the statistics, the progress of the Puzzles screen: each behind a toggle of its screen. */
    private void showChartOf(Place place) {
        if (place == Place.STATISTICS_RATING || place == Place.PUZZLE_PROGRESS) {
            app.robot.interact(() -> app.robot.lookup((Node node) -> node instanceof ToggleButton toggle
                    && (place == Place.PUZZLE_PROGRESS ? "progressButton".equals(toggle.getId())
                    : toggle.getUserData() instanceof Enum<?> chart && chart.name().equals("RATING")))
                    .queryAs(ToggleButton.class).setSelected(true));
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    /** Six shipped puzzles of several kinds and themes, two of them failed. */
    private static PuzzleProgress someAttempts() {
        PuzzleBook book = new PuzzleBook(PuzzleProgress.NEW, Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"),
                ZoneOffset.UTC));
        List<Puzzle> puzzles = PuzzleFile.bundled();
        for (int i = 0; i < 6; i++) {
            book.record(puzzles.get(i * 97), i % 3 != 1, true);
        }
        return book.getProgress();
    }

    private void show(Runnable screen) {
        app.robot.interact(screen);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void startFromSetUp(Mode mode) {
        show(() -> app.navigator().show(ScreenId.setUpOf(mode)));
        app.robot.interact(() -> app.robot.lookup(".button").match(node -> ((Button) node).isDefaultButton())
                .queryAs(Button.class).fire());
        app.waitForBoardAtRest();
    }

    /** A game of {@code mode} begun from its set-up screen (so named in the player's language), at {@code moves}. */
    private void playTo(Mode mode, String moves) {
        startFromSetUp(mode);
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, moves), Seat.ONE));
        app.waitForBoardAtRest();
    }

    /**
     * The visible texts under {@code node} shown cut short, and those sticking out of their card; a chart
     * with data must show its legend.
     */
    private static void collect(Node node, List<String> problems) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            Node shown = labeled.lookup(".text");
            if (shown instanceof Text text && !text.getText().equals(labeled.getText())) {
                problems.add("'" + labeled.getText() + "' shown as '" + text.getText() + "'");
            }
            if (shown != null && !inList(labeled)) {
                Bounds text = shown.localToScene(shown.getBoundsInLocal());
                double window = labeled.getScene().getWidth();
                if (text.getMinX() < -1 || text.getMaxX() > window + 1) {
                    problems.add("'" + labeled.getText() + "' runs out of the window (" + (int) text.getMinX() + " to "
                            + (int) text.getMaxX() + ", window 0 to " + (int) window + ")");
                }
            }
            Node card = cardAround(labeled);
            if (card != null && shown != null) {
                Bounds text = shown.localToScene(shown.getBoundsInLocal());
                Bounds inside = card.localToScene(card.getBoundsInLocal());
                if (text.getMinX() < inside.getMinX() - 1 || text.getMaxX() > inside.getMaxX() + 1) {
                    problems.add("'" + labeled.getText() + "' sticks out of its card (" + (int) text.getMinX() + " to "
                            + (int) text.getMaxX() + ", card " + (int) inside.getMinX() + " to "
                            + (int) inside.getMaxX() + ")");
                }
            }
        }
        if (node instanceof Labeled labeled && labeled.isWrapText() && labeled.lookup(".text") instanceof Text text) {
            WholeTexts.tokensWhole(labeled, text, problems);
        }
        if (node instanceof ButtonBase button && !inList(button)) {
            WholeTexts.buttonWhole(button, problems);
        }
        if (node instanceof Chart chart && chart.getScene().getRoot().lookupAll(".chart-legend").stream()
                .noneMatch(legend -> legend.isVisible() && legend.getParent().isVisible()
                        && legend.getLayoutBounds().getHeight() >= 1)) {
            problems.add("the chart's legend is not shown");
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, problems);
            }
        }
    }

    /** True for the cells of a table or list, which scroll sideways inside it. */
    private static boolean inList(Node node) {
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up.getStyleClass().contains("virtual-flow")) {
                return true;
            }
        }
        return false;
    }

    private static Node cardAround(Node node) {
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up.getStyleClass().contains("card")) {
                return up;
            }
        }
        return null;
    }
}
