package dev.connectfour.net;

import java.io.IOException;
import java.util.concurrent.ScheduledExecutorService;

/**
 * How a guest reaches its host: by TCP to an address ({@link TcpDialer}) or through a message broker
 * ({@link BrokerDialer}). Each attempt gives a new link, not yet started.
 */
interface Dialer {
    /**
     * One attempt to reach the host, on the guest's connect thread (it may block for the connect time).
     *
     * @throws IOException if it failed; {@link #reasonFor} says what that means to the player
     */
    Link dial(NetThreads threads, ScheduledExecutorService timer) throws IOException;

    /** What a failed attempt tells a player joining for the first time. */
    EndReason reasonFor(IOException failure);

    /** What it means when the host does not answer the hello in time. */
    EndReason unanswered();

    /** Messages dropped unread on the guest's side (forged, replayed, another connection's); TCP drops none. */
    default long dropped() {
        return 0;
    }
}
