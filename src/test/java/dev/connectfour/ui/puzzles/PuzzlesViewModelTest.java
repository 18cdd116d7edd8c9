package dev.connectfour.ui.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.puzzles.PuzzleAttempt;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import dev.connectfour.game.puzzles.PuzzleChoice;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.game.session.DeferredExecutor;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.ui.Bundles;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Puzzles screen's model, without a window: what the player reads and what the board is told to show. */
class PuzzlesViewModelTest {
    private final PuzzleCatalogue catalogue = new PuzzleCatalogue(List.of(
            PuzzleFile.parse("44444246622215151 win 3 1 1700 double-threat 12333"),
            PuzzleFile.parse("44444242232322 only-move 0 3 1050 - 3")));
    private final PuzzleBook book = new PuzzleBook(PuzzleProgress.NEW,
            Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"), ZoneOffset.UTC));
    private final RecordingBoard board = new RecordingBoard();

    /** Records what the board is told; busy while a test says discs fall. */
    static final class RecordingBoard implements PuzzlesViewModel.Board {
        final List<String> shown = new ArrayList<>();
        boolean busy;

        @Override
        public void jump(Position position) {
            shown.add("jump " + position.moves());
        }

        @Override
        public void queue(Position position) {
            shown.add(position.moves());
        }

        @Override
        public boolean isBusy() {
            return busy;
        }
    }

    private PuzzlesViewModel model(Locale locale) {
        return model(catalogue, locale);
    }

    private PuzzlesViewModel model(PuzzleCatalogue puzzles, Locale locale) {
        return new PuzzlesViewModel(puzzles, book, new SynchronousExecutor(), PuzzleAttempt.solverRefuter(),
                new SplittableRandom(1), new PuzzleTexts(Bundles.forScreen(PuzzlesController.class, "puzzles", locale)),
                board);
    }

    @Test
    void theLobbyShowsTheRatingTheSolvedPuzzlesTheStreakAndTodaysPuzzle() {
        PuzzlesViewModel model = model(Locale.ENGLISH);
        assertEquals("1500", model.ratingProperty().get());
        assertEquals("0", model.solvedProperty().get());
        assertEquals("0", model.streakProperty().get());
        assertTrue(model.todayProperty().get().matches("(Win in 3 moves, rated 1700|The only move, rated 1050)"),
                model.todayProperty().get());
        assertFalse(model.inPuzzleProperty().get());
        assertTrue(board.shown.get(0).startsWith("jump "), "today's puzzle on the board");
    }

    @Test
    void aSolvedPuzzleSaysSolvedWithTheRatingChangeAndTheLobbyCountsIt() {
        PuzzlesViewModel model = model(Locale.ENGLISH);
        model.choiceProperty().set(PuzzleChoice.WIN_3_4);
        assertTrue(model.nextPuzzle());
        assertEquals("Yellow to play and win in 3 moves", model.taskProperty().get());
        assertEquals("Your move.", model.statusProperty().get());
        assertEquals(Player.SECOND, model.playerProperty().get());
        board.shown.clear();
        assertTrue(model.play(0));
        assertEquals("Right. The computer has answered: your move.", model.statusProperty().get());
        board.busy = true;
        assertFalse(model.play(2), "no move while the defence's disc falls");
        board.busy = false;
        model.play(2);
        model.play(2);
        assertEquals(List.of("444442466222151511", "4444424662221515112", "44444246622215151123",
                "444442466222151511233", "4444424662221515112333"), board.shown);
        int rating = book.getProgress().shownRating();
        assertTrue(rating > 1500);
        assertEquals("Solved! Rating " + rating + " (+" + (rating - 1500) + ").", model.statusProperty().get());
        assertEquals("1", model.solvedProperty().get());
        assertEquals("1", model.streakProperty().get());
        assertEquals(String.valueOf(rating), model.ratingProperty().get());
        assertFalse(model.runningProperty().get());
    }

    @Test
    void aWrongMoveIsRefutedOnTheBoardAndARetryIsUnrated() {
        PuzzlesViewModel model = model(Locale.ENGLISH);
        model.choiceProperty().set(PuzzleChoice.WIN_3_4);
        model.nextPuzzle();
        board.shown.clear();
        model.play(6);
        assertTrue(model.statusProperty().get().startsWith("Not this one: it loses in 1 move. Watch how. Rating 1"),
                model.statusProperty().get());
        assertEquals(List.of("444442466222151517", "4444424662221515171"), board.shown,
                "the wrong disc, then the computer's winning answer");
        assertTrue(Position.parse(board.shown.get(1)).isWon());
        int afterFailure = book.getProgress().shownRating();
        assertTrue(afterFailure < 1500);
        model.retry();
        model.play(0);
        model.play(2);
        model.play(2);
        assertEquals("Solved, not rated (a hint was used or it was a retry).", model.statusProperty().get());
        assertEquals(afterFailure, book.getProgress().shownRating());
        assertEquals("0", model.streakProperty().get(), "a retry does not count as a streak");
    }

    @Test
    void aLongRefutationShowsItsFirstMovesAndSaysHowManyAreLeft() {
        PuzzlesViewModel model = model(new PuzzleCatalogue(List.of(
                PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2"))), Locale.ENGLISH);
        model.todaysPuzzle();
        board.shown.clear();
        model.play(0);
        assertTrue(model.statusProperty().get().startsWith("Not this one: it loses in 9 moves. Watch how. "
                + "From there Yellow wins in 5 more moves. Rating 1"), model.statusProperty().get());
        String wrong = "44443244655566632661521";
        assertEquals(List.of(wrong, wrong + "2", wrong + "23", wrong + "233", wrong + "2333", wrong + "23332",
                wrong + "233322", wrong + "2333227"), board.shown, "the wrong disc, then the first seven of the answer");
    }

    @Test
    void theComputersReplyFallsAsSoonAsItIsFoundAndTheRestIsToldOnceTheLineIsPlayedOut() {
        DeferredExecutor executor = new DeferredExecutor();
        PuzzlesViewModel model = new PuzzlesViewModel(new PuzzleCatalogue(List.of(
                PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2"))), book, executor,
                PuzzleAttempt.solverRefuter(), new SplittableRandom(1),
                new PuzzleTexts(Bundles.forScreen(PuzzlesController.class, "puzzles", Locale.ENGLISH)), board);
        model.todaysPuzzle();
        board.shown.clear();
        model.play(0);
        executor.last().deliver();
        String wrong = "44443244655566632661521";
        assertEquals(List.of(wrong, wrong + "2"), board.shown, "the wrong disc and the computer's reply, at once");
        assertTrue(model.statusProperty().get().startsWith("Not this one: it loses in 9 moves. Watch how. Rating 1"),
                model.statusProperty().get());
        while (!executor.last().isDone()) {
            executor.last().deliver();
        }
        assertEquals(List.of(wrong, wrong + "2", wrong + "23", wrong + "233", wrong + "2333", wrong + "23332",
                wrong + "233322", wrong + "2333227"), board.shown, "each disc of the line once, in order");
        assertTrue(model.statusProperty().get().startsWith("Not this one: it loses in 9 moves. Watch how. "
                + "From there Yellow wins in 5 more moves. Rating 1"), model.statusProperty().get());
    }

    @Test
    void japaneseSentencesFollowEachOtherWithoutASpace() {
        PuzzlesViewModel model = model(new PuzzleCatalogue(List.of(
                PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2"))), Locale.JAPANESE);
        model.todaysPuzzle();
        model.play(0);
        assertTrue(model.statusProperty().get().startsWith(
                "その手ではありません。9 手で負けます。見てみましょう。ここから黄はあと5 手で勝ちます。レーティング "),
                model.statusProperty().get());
    }

    @Test
    void hintAndShowSolutionPlayTheLineOut() {
        PuzzlesViewModel model = model(Locale.ENGLISH);
        model.choiceProperty().set(PuzzleChoice.WIN_3_4);
        model.nextPuzzle();
        model.hint();
        assertEquals(0, model.hintColumnProperty().get());
        board.shown.clear();
        model.showSolution();
        assertEquals(List.of("jump 44444246622215151", "444442466222151511", "4444424662221515112",
                "44444246622215151123", "444442466222151511233", "4444424662221515112333"), board.shown);
        assertTrue(model.statusProperty().get().startsWith("The solution, played out."), model.statusProperty().get());
        assertEquals(-1, model.hintColumnProperty().get());
    }

    @Test
    void theTaskReadsInJapanese() {
        PuzzlesViewModel model = model(Locale.JAPANESE);
        model.choiceProperty().set(PuzzleChoice.ONLY_MOVE);
        model.nextPuzzle();
        assertEquals("赤の番：すぐには負けない唯一の手を見つけよう", model.taskProperty().get());
    }
}
