package dev.connectfour.ui.navigation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Requests from outside the window (invite links sent by later starts of the game), made one at a time, in the order
 * they came, and only while nothing asks the player anything: a question or a file dialog {@linkplain #hold holds}
 * them until it is answered, so that a request never opens a question over another, nor takes the screen away from
 * under an open dialog. A request about the same subject as one waiting, or as the one being asked, is that request
 * again and is made once. Used on the FX thread.
 */
final class OutsideRequests {
    /** A request: what it is about (an invite link), and what makes it. */
    private record Request(String subject, Runnable make) {
    }

    private final Deque<Request> waiting = new ArrayDeque<>();
    private final Executor later;
    private int holds;
    /** The request whose question is open, made again if that question is taken away unanswered; or null. */
    private Request asked;
    private boolean closed;

    /** @param later runs a task after the current event (the FX thread's {@code Platform::runLater}) */
    OutsideRequests(Executor later) {
        this.later = Objects.requireNonNull(later, "later");
    }

    /** Makes the request about {@code subject} by {@code make} now if nothing holds requests, else in its turn. */
    void submit(String subject, Runnable make) {
        Request request = new Request(Objects.requireNonNull(subject, "subject"), Objects.requireNonNull(make, "make"));
        if (closed || isAbout(asked, subject) || waiting.stream().anyMatch(other -> isAbout(other, subject))) {
            return;
        }
        waiting.add(request);
        makeWaiting();
    }

    /**
     * Something asks the player (a question, a file dialog): requests wait until the answer is run (once; again does
     * nothing). The next request is made after the event that ran it, so after the answer's own action.
     */
    Runnable hold() {
        holds++;
        boolean[] released = {false};
        return () -> {
            if (released[0]) {
                return;
            }
            released[0] = true;
            holds--;
            if (holds == 0) {
                later.execute(this::makeWaiting);
            }
        };
    }

    /**
     * The request being made asks the player about itself: a {@link #hold} that also marks it as asked, so that the
     * same request coming again meanwhile is not asked twice.
     */
    Runnable holdAsking(String subject, Runnable makeAgain) {
        Request request = new Request(subject, makeAgain);
        Runnable release = hold();
        asked = request;
        return () -> {
            if (asked == request) {
                asked = null;
            }
            release.run();
        };
    }

    /** The question of the request being asked goes unanswered (a new screen took it away): it is made again first. */
    void askAgainFirst() {
        if (asked != null) {
            waiting.addFirst(asked);
            asked = null;
        }
    }

    /** The window closes: no request is made any more. */
    void close() {
        closed = true;
        waiting.clear();
    }

    private void makeWaiting() {
        while (holds == 0 && !closed && !waiting.isEmpty()) {
            waiting.poll().make().run();
        }
    }

    private static boolean isAbout(Request request, String subject) {
        return request != null && request.subject().equals(subject);
    }
}
