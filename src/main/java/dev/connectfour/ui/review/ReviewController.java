package dev.connectfour.ui.review;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Replay;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.analysis.Lesson;
import dev.connectfour.ui.coach.CoachWords;
import dev.connectfour.ui.coach.IdeaLink;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Handoff;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.concurrent.Worker;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.StackPane;

/**
 * The review of a game, opened at its last position: step through it with the buttons or Left/Right (Home/End: first/last), the
 * perfect analysis of every position on show, and the moves that were mistakes marked as the search
 * finds them (the last moves first), each with the coach's "Why?"; opened from the game-over card's "Why did I lose?", at
 * that mistake, explained. "Continue from here" plays on from the position on show in a new
 * game with the same settings; Back (Esc) returns to the game, which waited, paused.
 */
public final class ReviewController implements Screen {
    private final Navigation navigation;
    private final Games games;
    private final AnalysisService service;
    private final Locale locale;
    private final GameSettings settings;
    private final Lineup lineup;
    private final Replay replay;
    private final MistakeMarks marks;
    private final Lesson lesson;
    private final Handoff<IdeaTopic> topics;
    private ReviewText texts;
    private ReviewBoard board;
    private MoveList moves;
    private AnalysisService.JudgeTask judge;
    private WhyModel why;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot, boardArea;
    @FXML private Label stepLabel, mistakeLabel, progressLabel, whyLabel;
    @FXML private ListView<Integer> moveList;
    @FXML private Hyperlink ideaLink;
    @FXML private Button firstButton, previousButton, nextButton, lastButton, continueButton, whyButton;

    /**
     * @param session the game to review, as it stands now
     * @param lesson  a mistake of this game to open at, explained (left by the game-over card); null for none
     * @param topics  where an explanation's link to the Ideas page leaves the section to open at
     */
    public ReviewController(Navigation navigation, Games games, AnalysisService service, Locale locale, GameSession session,
                            Lesson lesson, Handoff<IdeaTopic> topics) {
        this.navigation = navigation;
        this.games = games;
        this.service = service;
        this.locale = locale;
        this.settings = session.settings();
        this.lineup = session.getLineup();
        this.replay = new Replay(session.getPosition());
        this.marks = new MistakeMarks(session.getResult());
        this.topics = topics;
        this.lesson = lesson != null && lesson.game().moves().equals(replay.game().enginePosition().moves()) ? lesson : null;
    }

    @FXML
    private void initialize() {
        texts = new ReviewText(resources, lineup);
        board = new ReviewBoard(replay.game().size(), lineup, service, AnalysisText.in(locale));
        boardArea.getChildren().add(board.layout());
        // The replay's step is the one source of truth: the buttons, the keys and a click in the list set
        // it; the board, the header, the list's highlight and the buttons follow it.
        moves = new MoveList(moveList, replay, marks, texts);
        StepKeys.install(screenRoot, replay, this::onBack, firstButton, previousButton, nextButton, lastButton);
        continueButton.disableProperty().bind(Bindings.createBooleanBinding(
                () -> replay.getPosition().isGameOver(), replay.positionProperty()));
        replay.stepProperty().addListener((obs, old, step) -> showStep());
        CoachWords words = CoachWords.in(locale, lineup);
        why = new WhyModel(WhyModel.of(service), words);
        board.bindWhy(why, whyButton, whyLabel);
        IdeaLink.bind(ideaLink, why.topicProperty(), words, topics, IdeaLink.helpOver(screenRoot, navigation));

        judge = service.judge(replay.game().enginePosition());
        judge.judgements().addListener((ListChangeListener<Mistakes.Judgement>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(marks::add);
            }
            moves.refresh();
            showStep();
        });
        judge.runningProperty().addListener((obs, was, running) -> showStep());
        showStep(); // at the game's last position, as it ended: cheap to analyse; Home goes to the start
        if (lesson != null) {
            replay.go(lesson.step());
            why.showExplained(lesson.explanation());
        }
        Platform.runLater(nextButton::requestFocus);
    }

    /** A new game from the position on show (same settings, same first mover), with help: its analysis was seen. */
    @FXML void onContinue() {
        if (!replay.getPosition().isGameOver() && games.startGameFrom(settings, replay.getPosition(), lineup.starter())) {
            games.currentGame().ifPresent(game -> game.recordHelp(Help.ANALYSIS));
        }
    }

    @FXML void onBack() {
        navigation.back();
    }

    @Override
    public void leave() {
        board.stop();
        why.cancel();
        judge.cancel(true);
    }

    private void showStep() {
        int step = replay.getStep();
        board.show(replay.getPosition());
        stepLabel.setText(texts.step(step, replay.length()));
        mistakeLabel.setText(step == 0 ? "" : marks.at(step).map(texts::mistake).orElse(""));
        progressLabel.setText(texts.progress(marks, replay.game().discCount(), judge != null && !judge.isRunning()
                && judge.getState() != Worker.State.READY));
        moves.follow(step);
        why.show(replay.game().enginePosition(), step, marks.at(step).isPresent());
    }
}
