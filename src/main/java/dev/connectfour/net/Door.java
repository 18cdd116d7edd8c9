package dev.connectfour.net;

import java.io.IOException;
import java.net.InetSocketAddress;

/**
 * Where a host's guest comes in: a port of this computer ({@link PortListener}) or a game's topic on a message
 * broker ({@link BrokerDoor}). Each new link arrives, not yet started, at the entrance the host gave the door, on a
 * thread of the door's. The host calls the door with its own lock held: a door takes no lock of the host's.
 */
interface Door {
    /** Lets links in: the first time, or again after {@link #stop()} (for a rejoin); nothing if it does already. */
    void open() throws IOException;

    /** Lets no new link in; the links already in go on. */
    void stop();

    /**
     * The host takes {@code link} into the match: no new link is let in, and on a broker the guest's seat comes back
     * only on a later connection than this one. False if a later connection of the seat was taken in already (then
     * the host refuses this one).
     */
    boolean takeIn(Link link);

    /** Lets nothing in any more and lets go of what it holds (a port, a connection to a broker). */
    void release();

    /** Where a guest connects: the address and port listened on; null on a broker. */
    InetSocketAddress address();

    /** Messages dropped unread as not this game's (forged, altered, replayed); a port drops none. */
    long dropped();

    /** After {@link #release()}: waits until the door has let go of what it held; false on timeout. For tests. */
    boolean awaitReleased(long timeoutMillis) throws InterruptedException;
}
