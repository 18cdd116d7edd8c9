package dev.connectfour.ui.navigation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Requests from outside the window (invite links clicked) without the window: each is made in its turn, in the order
 * they came, only while nothing asks the player; the same link twice is made once; a question taken away unanswered is
 * asked again first.
 */
class OutsideRequestsTest {
    /** What runs after the current event: run by hand, as the FX thread would run it next. */
    private final Deque<Runnable> later = new ArrayDeque<>();
    private final OutsideRequests requests = new OutsideRequests(later::add);
    private final List<String> made = new ArrayList<>();

    private void runLater() {
        while (!later.isEmpty()) {
            later.poll().run();
        }
    }

    /** A request that, like an invite link from a match in progress, asks the player before it is made. */
    private Runnable asking(String link, List<Runnable> answers) {
        return () -> {
            made.add("asked " + link);
            answers.add(requests.holdAsking(link, asking(link, answers)));
        };
    }

    @Test
    void aRequestWithNothingAskedIsMadeAtOnce() {
        requests.submit("a", () -> made.add("a"));
        assertEquals(List.of("a"), made);
    }

    @Test
    void requestsThatComeWhileThePlayerIsAskedAreEachMadeInTurnOnceTheAnswerIsGiven() {
        Runnable dialogClosed = requests.hold(); // a question of the game screen, or a file dialog
        requests.submit("a", () -> made.add("a"));
        requests.submit("b", () -> made.add("b"));
        requests.submit("a", () -> made.add("a again"));
        requests.submit("c", () -> made.add("c"));
        assertEquals(List.of(), made, "nothing while the player is asked");

        dialogClosed.run();
        assertEquals(List.of(), made, "not before the answer's own action has run");
        runLater();
        assertEquals(List.of("a", "b", "c"), made, "each in the order it came, the same link once");
        dialogClosed.run();
        runLater();
        assertEquals(List.of("a", "b", "c"), made, "an answer given twice lets go once");
    }

    @Test
    void eachAskingRequestWaitsForTheQuestionBeforeIt() {
        List<Runnable> answers = new ArrayList<>();
        requests.submit("a", asking("a", answers));
        requests.submit("b", asking("b", answers));
        requests.submit("a", asking("a", answers)); // the link being asked, clicked again
        requests.submit("c", asking("c", answers));
        assertEquals(List.of("asked a"), made, "one question at a time");

        answers.get(0).run();
        runLater();
        assertEquals(List.of("asked a", "asked b"), made);
        answers.get(1).run();
        runLater();
        answers.get(2).run();
        runLater();
        assertEquals(List.of("asked a", "asked b", "asked c"), made, "each link asked once, in its turn");
        requests.submit("a", asking("a", answers));
        assertEquals("asked a", made.get(made.size() - 1), "once answered, a link clicked again is asked again");
    }

    @Test
    void aQuestionTakenAwayUnansweredIsAskedAgainBeforeTheRequestsAfterIt() {
        List<Runnable> answers = new ArrayList<>();
        requests.submit("a", asking("a", answers));
        requests.submit("b", () -> made.add("b"));

        requests.askAgainFirst(); // a new screen takes the question away
        answers.get(0).run();
        runLater();
        assertEquals(List.of("asked a", "asked a"), made, "asked again, before b");
        answers.get(1).run();
        runLater();
        assertEquals(List.of("asked a", "asked a", "b"), made);
    }

    @Test
    void nothingIsMadeOnceTheWindowCloses() {
        Runnable dialogClosed = requests.hold();
        requests.submit("a", () -> made.add("a"));
        requests.close();
        dialogClosed.run();
        runLater();
        requests.submit("b", () -> made.add("b"));
        assertEquals(List.of(), made);
    }
}
