package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.Envelope;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The host's door on a broker: one connection to the broker, reading the game's {@code to-host} topic. A message
 * that opens under the game's key from an epoch not seen before is a new guest connection: while the door is open
 * it becomes a {@link BrokerLink}, answering that epoch, and goes to the entrance; later messages of that epoch go to
 * that link. Everything else (not this game's, forged, altered, from an older epoch, or while the door is shut) is
 * dropped and counted. If the broker connection goes, every link on it is lost and the door connects again every
 * {@link Timing#retryMillis()} until it is released.
 *
 * <p>Its lock is taken inside the host's, never the other way round: links and the entrance are called without it.
 */
final class BrokerDoor implements Door {
    private static final System.Logger LOG = System.getLogger(BrokerDoor.class.getName());

    private final BrokerGame game;
    private final Credentials login;
    private final Timing timing;
    private final NetThreads threads;
    private final ScheduledExecutorService timer;
    private final Consumer<Link> entrance;
    private final SecureRandom random = new SecureRandom();
    private final Envelope envelope;
    private final AtomicLong dropped = new AtomicLong();
    /** Guarded by this, as are the fields below: the links on the broker connection, by their guest epoch. */
    private final Map<Long, BrokerLink> links = new HashMap<>();
    private BrokerClient client;
    private long newestEpoch = Long.MIN_VALUE;
    private boolean admitting;
    private boolean connected;
    private boolean released;
    private Thread closer;

    BrokerDoor(BrokerGame game, Credentials login, Timing timing, NetThreads threads, ScheduledExecutorService timer,
               Consumer<Link> entrance) {
        this.game = game;
        this.login = login;
        this.timing = timing;
        this.threads = threads;
        this.timer = timer;
        this.entrance = entrance;
        this.envelope = game.envelope(random);
    }

    /** Who writes to a game's topics, as a link tells it: anyone on the broker, so the game itself. */
    static String peerOf(BrokerGame game) {
        return "broker game " + game.id();
    }

    /**
     * The first time: connects to the broker and waits for it (the host learns at once if the server cannot be
     * reached or refuses the login). Again (for a rejoin): lets new guest connections in; if the broker connection is
     * down, it is being made again meanwhile.
     */
    @Override
    public void open() throws IOException {
        boolean first;
        synchronized (this) {
            if (released) {
                return;
            }
            admitting = true;
            first = !connected;
            connected = true;
        }
        if (first) {
            connect();
        }
    }

    private void connect() throws IOException {
        Session session = new Session();
        session.client = BrokerClient.connect(login, game.topic(Envelope.Direction.TO_HOST), session,
                timing.connectMillis(), threads.prefix(), random);
        synchronized (this) {
            if (!released) {
                client = session.client;
                return;
            }
        }
        closeInBackground(session.client);
    }

    @Override
    public synchronized void stop() {
        admitting = false;
    }

    /**
     * Lets no one in any more, and closes the broker connection once the links on it have ended (a leaving side's
     * bye goes out on it after the match has ended, and so after this), or after {@link Timing#byeMillis()} at most.
     */
    @Override
    public void release() {
        synchronized (this) {
            if (released) {
                return;
            }
            released = true;
            admitting = false;
            closer = threads.start("mqtt-close", this::closeOnceLinksEnd);
        }
    }

    private void closeOnceLinksEnd() {
        BrokerClient last;
        synchronized (this) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timing.byeMillis());
            try {
                for (long left = timing.byeMillis(); !links.isEmpty() && left > 0;
                     left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
                    wait(left);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            last = client;
            client = null;
        }
        if (last != null) {
            last.close();
        }
    }

    @Override
    public InetSocketAddress address() {
        return null;
    }

    @Override
    public boolean awaitReleased(long timeoutMillis) throws InterruptedException {
        Thread last;
        synchronized (this) {
            if (!released) {
                return false;
            }
            last = closer;
        }
        if (last != null) {
            last.join(timeoutMillis);
        }
        return last == null || !last.isAlive();
    }

    /** Messages dropped at this door: not this game's, forged, altered, replayed, or from a guest not let in. */
    @Override
    public long dropped() {
        return dropped.get();
    }

    /** One connection to the broker: what it reads, and its loss. */
    private final class Session implements BrokerClient.Listener {
        private volatile BrokerClient client;

        @Override
        public void arrived(byte[] payload) {
            Envelope.Opened opened;
            try {
                opened = envelope.open(Envelope.Direction.TO_HOST, payload);
            } catch (GeneralSecurityException e) {
                dropped.incrementAndGet();
                return;
            }
            BrokerLink link = linkFor(opened.senderEpoch());
            if (link == null) {
                dropped.incrementAndGet();
                return;
            }
            link.arrived(opened);
        }

        @Override
        public void lost(String why) {
            List<BrokerLink> gone;
            synchronized (BrokerDoor.this) {
                if (BrokerDoor.this.client != client || released) {
                    return; // an old connection, or this one closing
                }
                BrokerDoor.this.client = null;
                gone = new ArrayList<>(links.values());
                links.clear();
            }
            closeInBackground(client);
            LOG.log(System.Logger.Level.DEBUG, "the connection to the broker is lost: {0}", why);
            gone.forEach(link -> link.lose("the connection to the server is lost: " + why));
            reconnectLater();
        }
    }

    /** The link of a guest epoch; a new one for an epoch not seen before while the door is open; else null. */
    private BrokerLink linkFor(long epoch) {
        BrokerLink link;
        synchronized (this) {
            link = links.get(epoch);
            if (link != null) {
                return link;
            }
            if (!admitting || released || epoch <= newestEpoch || links.size() > NetHost.MAX_PENDING) {
                return null;
            }
            newestEpoch = epoch;
            link = newLink(epoch);
            links.put(epoch, link);
        }
        entrance.accept(link);
        return link;
    }

    private BrokerLink newLink(long guestEpoch) {
        String toGuest = game.topic(Envelope.Direction.TO_GUEST);
        BrokerLink[] self = new BrokerLink[1];
        self[0] = new BrokerLink(sealed -> publish(toGuest, sealed), envelope, Envelope.Direction.TO_GUEST,
                BrokerLink.newEpoch(random), guestEpoch, 0, peerOf(game), timing, timer, () -> forget(guestEpoch, self[0]), dropped);
        return self[0];
    }

    private void publish(String topic, byte[] sealed) {
        BrokerClient current;
        synchronized (this) {
            current = client;
        }
        if (current != null) {
            current.publish(topic, sealed);
        }
    }

    private synchronized void forget(long guestEpoch, BrokerLink link) {
        links.remove(guestEpoch, link);
        if (released && links.isEmpty()) {
            notifyAll(); // the connection may close now
        }
    }

    private void reconnectLater() {
        try {
            timer.schedule(() -> threads.start("mqtt-connect", this::reconnect), timing.retryMillis(),
                    TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "host already released", e);
        }
    }

    private void reconnect() {
        synchronized (this) {
            if (released || client != null) {
                return;
            }
        }
        try {
            connect();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "cannot reach the broker yet", e);
            reconnectLater();
        }
    }

    private void closeInBackground(BrokerClient gone) {
        threads.start("mqtt-close", gone::close);
    }
}
