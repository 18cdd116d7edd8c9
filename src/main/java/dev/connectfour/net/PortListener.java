package dev.connectfour.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The host's door on TCP: its listening socket and its accept thread. Listens, stops, and listens again on the same
 * address and port. Each accepted socket goes to the entrance given at construction, on the accept thread, as a
 * {@link Connection}. Thread-safe; its lock is taken last, inside any lock of the host, and never held around a call
 * out except to the entrance.
 */
final class PortListener implements Door {
    /** New connections the system queues before they are accepted. */
    private static final int BACKLOG = NetHost.MAX_PENDING;
    /** How long listening again waits for the last accept thread to end. */
    private static final long ACCEPTOR_END_MILLIS = 1_000;

    private static final System.Logger LOG = System.getLogger(PortListener.class.getName());

    private final NetThreads threads;
    private final Function<Socket, Link> connection;
    private final Consumer<Link> entrance;
    private InetSocketAddress address;
    private ServerSocket server;
    /** The thread accepting on the current or the last server socket. */
    private Thread acceptor;

    /**
     * @param where      the address and port to listen on; the port may be 0 (any free one)
     * @param connection makes an accepted socket a link
     */
    PortListener(NetThreads threads, InetSocketAddress where, Function<Socket, Link> connection,
                 Consumer<Link> entrance) {
        this.threads = threads;
        this.address = where;
        this.connection = connection;
        this.entrance = entrance;
    }

    private void listen(InetSocketAddress where) throws IOException {
        awaitLastAcceptor();
        ServerSocket socket = new ServerSocket();
        try {
            socket.setReuseAddress(true); // rebinding for a rejoin while old connections linger in TIME_WAIT
            socket.bind(where, BACKLOG);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        server = socket;
        address = new InetSocketAddress(socket.getInetAddress(), socket.getLocalPort());
        acceptor = threads.start("accept", () -> accept(socket));
    }

    /** Listens on its address, the first time, or again on the address and port it listened on last. */
    @Override
    public synchronized void open() throws IOException {
        if (server == null) {
            listen(address);
        }
    }

    /** The address and port it listens on (also while it does not: where it listened last). */
    @Override
    public synchronized InetSocketAddress address() {
        return address;
    }

    @Override
    public synchronized void stop() {
        if (server != null) {
            try {
                server.close();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.DEBUG, "closing the server socket", e);
            }
            server = null;
        }
    }

    /** A TCP guest binds no seat: taking a connection in only stops listening. */
    @Override
    public boolean takeIn(Link link) {
        stop();
        return true;
    }

    @Override
    public void release() {
        stop();
    }

    @Override
    public long dropped() {
        return 0;
    }

    /**
     * Waits until, having stopped, it has let go of its port: until its last accept thread has left
     * {@code accept()}. False if it is listening, or on timeout.
     */
    @Override
    public boolean awaitReleased(long timeoutMillis) throws InterruptedException {
        Thread last;
        synchronized (this) {
            if (server != null) {
                return false;
            }
            last = acceptor;
        }
        if (last != null) {
            last.join(timeoutMillis);
        }
        return last == null || !last.isAlive();
    }

    /**
     * Waits for the last server socket's accept thread to leave {@code accept()}: closing a socket that a thread is
     * blocked on only marks it, and the port is free once that thread has woken (a guest who drops at once after
     * joining would otherwise find the port still taken). Bounded: that thread may be in the door, waiting for the
     * host's monitor, held by a hello being answered.
     */
    private void awaitLastAcceptor() {
        if (acceptor == null) {
            return;
        }
        try {
            acceptor.join(ACCEPTOR_END_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void accept(ServerSocket socket) {
        while (true) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                return; // closed: no longer listening
            }
            entrance.accept(connection.apply(client));
        }
    }
}
