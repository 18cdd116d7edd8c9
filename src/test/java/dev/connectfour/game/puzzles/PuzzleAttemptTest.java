package dev.connectfour.game.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.session.DeferredExecutor;
import dev.connectfour.game.session.SynchronousExecutor;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzleAttemptTest {
    private static final Puzzle WIN_IN_3 = PuzzleFile.parse("44444246622215151 win 3 1 1700 - 12333");
    private final PuzzleBook book = new PuzzleBook(PuzzleProgress.NEW,
            Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"), ZoneOffset.UTC));

    private PuzzleAttempt attempt(boolean rated) {
        return new PuzzleAttempt(WIN_IN_3, rated, book, new SynchronousExecutor(), PuzzleAttempt.solverRefuter());
    }

    @Test
    void rightMovesAreAnsweredByTheDefenceAndTheLastSolvesItWithARatingGain() {
        PuzzleAttempt attempt = attempt(true);
        List<String> shown = new ArrayList<>();
        attempt.positionProperty().addListener((obs, old, now) -> shown.add(now.moves()));
        assertTrue(attempt.play(0));
        assertTrue(attempt.play(2));
        assertEquals(PuzzleAttempt.Phase.YOUR_MOVE, attempt.phaseProperty().get());
        assertTrue(attempt.play(2));
        assertEquals(PuzzleAttempt.Phase.SOLVED, attempt.phaseProperty().get());
        assertEquals(List.of("444442466222151511", "4444424662221515112", "44444246622215151123",
                "444442466222151511233", "4444424662221515112333"), shown, "every disc, one at a time");
        assertTrue(attempt.ratingChangeProperty().get() > 0);
        assertEquals(1, book.getProgress().streak());
        assertFalse(attempt.play(3), "no move after the end");
    }

    @Test
    void aWrongMoveFailsAndItsRefutationIsTheComputersWin() {
        PuzzleAttempt attempt = attempt(true);
        assertTrue(attempt.play(6));
        assertEquals(PuzzleAttempt.Phase.FAILED, attempt.phaseProperty().get());
        assertTrue(attempt.ratingChangeProperty().get() < 0);
        PuzzleAttempt.Refuted refuted = attempt.refutedProperty().get();
        Position end = Position.parse(attempt.positionProperty().get().moves() + refuted.line());
        assertEquals(OpeningBook.Outcome.LOSS, refuted.verdict().outcome());
        Player computer = WIN_IN_3.position().toMove().opponent();
        assertEquals(computer, end.winner().orElseThrow(), "the computer wins: " + end.moves());
        assertEquals(WIN_IN_3.position(), attempt.solutionStart());
        assertEquals("12333", attempt.solutionRest());
    }

    @Test
    void aLongRefutationIsPlayedOutOnlyAsFarAsAPlayerCanFollowAndTheRestIsCounted() {
        Puzzle holdTheDraw = PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2");
        PuzzleAttempt attempt = new PuzzleAttempt(holdTheDraw, true, book, new SynchronousExecutor(),
                PuzzleAttempt.solverRefuter());
        attempt.play(0);
        PuzzleAttempt.Refuted refuted = attempt.refutedProperty().get();
        assertEquals(9, refuted.verdict().moves(), "the wrong 1 loses in 9 moves");
        assertEquals("2333227", refuted.line(), "Yellow's first four moves of the 17-disc line, not all of it");
        assertEquals(5, refuted.movesLeft(), "Yellow's moves after those: told in words");
        Position shown = Position.parse(attempt.positionProperty().get().moves() + refuted.line());
        assertFalse(shown.isGameOver());
    }

    @Test
    void onlyTheDiscsPlayedOutAreSolvedAndTheRestIsCountedFromTheMovesValue() {
        Puzzle holdTheDraw = PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2");
        List<String> solved = new ArrayList<>();
        PuzzleAttempt.Refuter counting = () -> {
            var solver = PuzzleAttempt.solverRefuter().solver();
            return position -> {
                solved.add(position.moves());
                return solver.apply(position);
            };
        };
        PuzzleAttempt attempt = new PuzzleAttempt(holdTheDraw, true, book, new SynchronousExecutor(), counting);
        attempt.play(0);
        PuzzleAttempt.Refuted refuted = attempt.refutedProperty().get();
        assertEquals("2333227", refuted.line());
        assertEquals(5, refuted.movesLeft(), "Yellow's 9 moves, 4 of them shown");
        String wrong = holdTheDraw.id() + "1";
        assertEquals(List.of(wrong, wrong + "2", wrong + "23", wrong + "233", wrong + "2333", wrong + "23332",
                wrong + "233322", wrong + "2333227"), solved,
                "the 8 positions whose replies decide what is shown, not the 17 of the whole line");
    }

    @Test
    void theComputersReplyIsShownAsSoonAsItIsFoundAndTheCountOnceTheShownLineIsComplete() {
        Puzzle holdTheDraw = PuzzleFile.parse("4444324465556663266152 draw 0 2 1250 - 2");
        DeferredExecutor executor = new DeferredExecutor();
        PuzzleAttempt attempt = new PuzzleAttempt(holdTheDraw, true, book, executor, PuzzleAttempt.solverRefuter());
        List<PuzzleAttempt.Refuted> seen = new ArrayList<>();
        attempt.refutedProperty().addListener((obs, old, now) -> seen.add(now));
        attempt.play(0);
        executor.last().deliver();
        PuzzleAttempt.Refuted first = attempt.refutedProperty().get();
        assertEquals("2", first.line(), "one solve: the computer's reply");
        assertEquals(9, first.verdict().moves(), "and what the wrong move is worth");
        assertFalse(first.complete());
        while (!executor.last().isDone()) {
            executor.last().deliver();
        }
        assertEquals(List.of("2", "23", "233", "2333", "23332", "233322", "2333227", "2333227"),
                seen.stream().map(PuzzleAttempt.Refuted::line).toList(), "a disc more with each solve");
        assertTrue(attempt.refutedProperty().get().complete());
        assertEquals(5, attempt.refutedProperty().get().movesLeft());
    }

    @Test
    void theRefutationArrivesLaterAndIsDroppedOnceTheAttemptIsClosed() {
        DeferredExecutor executor = new DeferredExecutor();
        PuzzleAttempt attempt = new PuzzleAttempt(WIN_IN_3, true, book, executor, PuzzleAttempt.solverRefuter());
        attempt.play(6);
        assertNull(attempt.refutedProperty().get());
        attempt.close();
        assertTrue(executor.jobs().get(0).isCancelled());
    }

    @Test
    void aHintTakesTheGainAwayAndARetryIsNotRated() {
        PuzzleAttempt hinted = attempt(true);
        assertEquals(0, hinted.hint());
        hinted.play(0);
        hinted.play(2);
        hinted.play(2);
        assertEquals(0, hinted.ratingChangeProperty().get());
        PuzzleAttempt retry = attempt(false);
        retry.play(6);
        assertEquals(0, retry.ratingChangeProperty().get());
        assertEquals(2, book.getProgress().attempts().size());
        assertEquals(1500, book.getProgress().shownRating());
    }

    @Test
    void showSolutionCountsAsAFailureAndGivesTheWholeLine() {
        PuzzleAttempt attempt = attempt(true);
        attempt.play(0);
        assertEquals(Position.parse(WIN_IN_3.id() + "12"), attempt.solutionStart());
        assertEquals("333", attempt.solutionRest());
        assertEquals(PuzzleAttempt.Phase.FAILED, attempt.phaseProperty().get());
        assertTrue(attempt.ratingChangeProperty().get() < 0);
    }
}
