package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
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
import java.util.function.Predicate;

/**
 * The host's door on a broker: one connection to the broker, reading the game's {@code to-host} topic, and answering
 * on {@code to-guest} under the game's {@link dev.connectfour.net.broker.HostKey}. A message of
 * an epoch not seen before is a new guest connection only if it is an opening signed by the seat key it names
 * ({@link dev.connectfour.net.broker.Envelope#openOpening}): then it becomes a {@link BrokerLink} under keys agreed
 * with it, and goes to the entrance, if the door is open or (also while it is shut) if it is the guest's bound seat
 * with an epoch later than the last connection taken in; later messages of that epoch go to that link. Everything
 * else (not this game's, unsigned, forged, altered, an older epoch of the seat, or another key while the door is
 * shut) is dropped and counted, and moves nothing: only a connection the host takes in sets the seat's last epoch.
 * If the broker connection goes, every link on it is lost and the door connects again every
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
    private final Predicate<String> isGuestSeat;
    private final SecureRandom random = new SecureRandom();
    private final Envelope envelope;
    private final AtomicLong dropped = new AtomicLong();
    /** Guarded by this, as are the fields below: the links on the broker connection, by their guest epoch. */
    private final Map<Long, BrokerLink> links = new HashMap<>();
    private BrokerClient client;
    /** The epoch of the last connection the host took in: the bound seat's later ones only may come in. */
    private long newestEpoch = Long.MIN_VALUE;
    private boolean admitting;
    private boolean connected;
    private boolean released;
    private Thread closer;

    /**
     * @param entrance    where a new link goes, not yet started
     * @param isGuestSeat whether a seat key (as a hello carries it) is the one the match's guest bound
     */
    BrokerDoor(BrokerGame game, Credentials login, Timing timing, NetThreads threads, ScheduledExecutorService timer,
               Consumer<Link> entrance, Predicate<String> isGuestSeat) {
        this.game = game;
        this.login = login;
        this.timing = timing;
        this.threads = threads;
        this.timer = timer;
        this.entrance = entrance;
        this.isGuestSeat = isGuestSeat;
        this.envelope = game.envelope(random);
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

    /** Takes {@code link} in (it becomes the seat's last connection) unless a later one of the seat was. */
    @Override
    public synchronized boolean takeIn(Link link) {
        long epoch = links.entrySet().stream().filter(entry -> entry.getValue() == link).mapToLong(Map.Entry::getKey)
                .findFirst().orElse(Long.MIN_VALUE);
        if (epoch <= newestEpoch) {
            return false; // ended meanwhile, or a later connection of the seat was taken in first
        }
        newestEpoch = epoch;
        admitting = false;
        return true;
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
            long epoch;
            try {
                epoch = Envelope.epochOf(payload);
            } catch (GeneralSecurityException e) {
                dropped.incrementAndGet();
                return;
            }
            BrokerLink link;
            synchronized (BrokerDoor.this) {
                link = links.get(epoch);
            }
            if (link != null) {
                link.arrived(payload);
            } else {
                opening(payload);
            }
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

    /** A message of an epoch not seen before: a new link if it is an opening that may come in, else dropped. */
    private void opening(byte[] payload) {
        BrokerLink link;
        Envelope.Opening opening;
        try {
            opening = envelope.openOpening(payload);
            link = admitted(opening);
        } catch (GeneralSecurityException e) {
            dropped.incrementAndGet();
            LOG.log(System.Logger.Level.DEBUG, "dropped a message that opens no connection: {0}", e.getMessage());
            return;
        }
        if (link == null) {
            dropped.incrementAndGet();
            return;
        }
        entrance.accept(link);
        link.take(opening.message());
    }

    /**
     * The link of an authentic opening, if it may come in: the guest's bound seat on a later epoch than the last
     * taken in, or any seat while the door is open; else null.
     */
    private synchronized BrokerLink admitted(Envelope.Opening opening) throws GeneralSecurityException {
        long epoch = opening.message().epoch();
        boolean seated = isGuestSeat.test(BrokerLink.seatText(opening.seat()));
        if (released || links.containsKey(epoch) || (seated ? epoch <= newestEpoch
                : !admitting || links.size() > NetHost.MAX_PENDING)) {
            return null;
        }
        BrokerLink link = newLink(EpochKeys.forHost(envelope, opening, game.host()));
        links.put(epoch, link);
        return link;
    }

    private BrokerLink newLink(EpochKeys keys) {
        String toGuest = game.topic(Envelope.Direction.TO_GUEST);
        long epoch = keys.epoch();
        BrokerLink[] self = new BrokerLink[1];
        self[0] = new BrokerLink(sealed -> publish(toGuest, sealed), keys, true, timing, timer,
                () -> forget(epoch, self[0]), dropped);
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
