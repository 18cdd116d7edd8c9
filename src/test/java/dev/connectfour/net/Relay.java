package dev.connectfour.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain TCP relay on 127.0.0.1 between a guest and its host, for tests: the network between them. Cutting its
 * sockets is a real broken connection (both sides see their socket end, no bye); closing it is a host gone for
 * good (the guest finds nobody listening).
 */
public final class Relay implements AutoCloseable {
    private final InetSocketAddress target;
    private final ServerSocket server;
    private final List<Socket> open = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();

    public Relay(InetSocketAddress target) {
        this.target = target;
        try {
            server = new ServerSocket(0, 4, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        start(this::accept);
    }

    /** Where the guest connects instead of the host. */
    public InetSocketAddress address() {
        return new InetSocketAddress(server.getInetAddress(), server.getLocalPort());
    }

    /** Closes every connection through the relay, as a network failure would; it goes on relaying new ones. */
    public synchronized void cut() {
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    /** Stops relaying: the connections close and nobody listens on its address any more. */
    @Override
    public void close() throws InterruptedException {
        closeQuietly(server);
        cut();
        List<Thread> all;
        synchronized (this) {
            all = List.copyOf(threads);
        }
        for (Thread thread : all) {
            thread.join(5_000);
        }
    }

    private void accept() {
        while (true) {
            Socket guest;
            try {
                guest = server.accept();
            } catch (IOException e) {
                return; // closed
            }
            Socket host = new Socket();
            synchronized (this) {
                open.add(guest);
                open.add(host);
            }
            try {
                host.connect(target, 1_000);
            } catch (IOException e) {
                closeQuietly(guest);
                closeQuietly(host);
                continue;
            }
            start(() -> pump(guest, host));
            start(() -> pump(host, guest));
        }
    }

    /** Copies bytes one way until either socket ends; then ends both, as a lost connection ends for each side. */
    private static void pump(Socket from, Socket to) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                out.write(buffer, 0, read);
                out.flush();
            }
        } catch (IOException e) {
            // cut or closed: end both below
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private synchronized void start(Runnable body) {
        Thread thread = new Thread(body, "test-relay");
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
    }

    private static void closeQuietly(AutoCloseable socket) {
        try {
            socket.close();
        } catch (Exception e) {
            // already closed
        }
    }
}
