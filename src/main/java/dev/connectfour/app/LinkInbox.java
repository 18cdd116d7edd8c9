package dev.connectfour.app;

import dev.connectfour.net.broker.InviteLink;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One game window per settings directory for invite links: the running game listens on a Unix-domain socket in an
 * owner-only directory ({@link InboxPlace}), and a second start with a link hands the link over ({@link #handOver})
 * and ends, so that a link clicked while the game runs goes to that game. A socket left by a game that ended without
 * closing it (a crash) is found dead and replaced.
 *
 * <p>The one request: a line {@code join <invite link>} in UTF-8, answered {@code ok} (once the link is given to
 * the game) or {@code refused}. Only a
 * valid invite link is taken; anything else (another request, a longer line, a line not finished within
 * {@value #READ_MILLIS} ms) is refused and dropped.
 */
final class LinkInbox implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(LinkInbox.class.getName());
    private static final String JOIN = "join ";
    private static final String OK = "ok";
    private static final String REFUSED = "refused";
    /** Far above any invite link (about 200 characters): a request no longer than this fits. */
    static final int MAX_LINE_BYTES = 4096;
    /** How long the inbox waits for the request's line, and a second start for the answer. */
    static final long READ_MILLIS = 2_000;

    private final ServerSocketChannel server;
    private final Path socket;
    private final Consumer<String> links;
    private final Thread thread;

    private LinkInbox(ServerSocketChannel server, Path socket, Consumer<String> links) {
        this.server = server;
        this.socket = socket;
        this.links = links;
        thread = new Thread(this::serve, "connectfour-link-inbox");
        thread.setDaemon(true);
    }

    /**
     * Listens at {@code socket} and gives each invite link sent there to {@code links}, on the inbox's own thread.
     *
     * @return empty if another game listens there already (the links go to it), or the socket cannot be made (logged:
     *         the game runs, only without taking links from other starts)
     */
    static Optional<LinkInbox> open(Path socket, Consumer<String> links) {
        Objects.requireNonNull(links, "links");
        try {
            InboxPlace.makeOwnerOnly(socket.getParent());
            ServerSocketChannel server = bind(socket);
            if (server == null) {
                return Optional.empty();
            }
            LinkInbox inbox = new LinkInbox(server, socket, links);
            inbox.thread.start();
            return Optional.of(inbox);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "links clicked while the game runs will open a second game: " + e);
            return Optional.empty();
        }
    }

    /** The socket bound at {@code socket}; null if a game listens there. A dead one is deleted first. */
    private static ServerSocketChannel bind(Path socket) throws IOException {
        for (int attempt = 0; attempt < 2; attempt++) {
            ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            try {
                server.bind(UnixDomainSocketAddress.of(socket));
                return server;
            } catch (IOException taken) {
                server.close();
                if (answers(socket)) {
                    return null;
                }
                Files.deleteIfExists(socket); // left by a game that ended without closing it
            }
        }
        throw new IOException("cannot listen at " + socket);
    }

    private static boolean answers(Path socket) {
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return probe.isConnected();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Hands {@code link} to the game listening at {@code socket}.
     *
     * @return whether a running game took it; false if none runs (no socket, or a dead one), the place is not the
     *         user's alone, or no answer came in time: then this start opens the game itself
     */
    static boolean handOver(Path socket, String link) {
        if (!Files.exists(socket) || !InboxPlace.isOwnerOnly(socket.getParent())) {
            return false;
        }
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            channel.configureBlocking(false);
            write(channel, JOIN + link + "\n");
            return OK.equals(readLine(channel));
        } catch (IOException e) {
            return false;
        }
    }

    private void serve() {
        while (server.isOpen()) {
            try (SocketChannel client = server.accept()) {
                client.configureBlocking(false);
                String link = accepted(readLine(client));
                if (link != null) {
                    links.accept(link); // first: once a start hears "ok", the game has its link
                }
                write(client, (link != null ? OK : REFUSED) + "\n");
            } catch (ClosedChannelException e) {
                return; // closed
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, "a request to the link inbox was dropped", e);
            }
        }
    }

    /** The invite link a request carries, if it is {@code join} with a valid one; else null. */
    static String accepted(String request) {
        if (request == null || !request.startsWith(JOIN)) {
            return null;
        }
        String link = request.substring(JOIN.length()).strip();
        try {
            InviteLink.parse(link);
            return link;
        } catch (InviteLink.InvalidLinkException e) {
            return null;
        }
    }

    /** One line from a non-blocking {@code channel}, without its newline; null if none whole came in time. */
    private static String readLine(SocketChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(MAX_LINE_BYTES);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READ_MILLIS);
        try (Selector selector = Selector.open()) {
            channel.register(selector, SelectionKey.OP_READ);
            while (true) {
                for (int i = 0; i < buffer.position(); i++) {
                    if (buffer.get(i) == '\n') {
                        return decode(buffer.flip().limit(i));
                    }
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (!buffer.hasRemaining() || left <= 0) {
                    return null;
                }
                selector.select(left);
                if (channel.read(buffer) < 0) {
                    return null;
                }
            }
        }
    }

    private static String decode(ByteBuffer line) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(line).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** Writes a short text on a non-blocking channel; gives up after the read time. */
    private static void write(SocketChannel channel, String text) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READ_MILLIS);
        try (Selector selector = Selector.open()) {
            channel.register(selector, SelectionKey.OP_WRITE);
            while (bytes.hasRemaining()) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new IOException("the other side does not read");
                }
                selector.select(left);
                channel.write(bytes);
            }
        }
    }

    /** Stops listening and removes the socket, so that the next start finds none. */
    @Override
    public void close() {
        try {
            server.close();
            Files.deleteIfExists(socket);
            thread.join(READ_MILLIS);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "the link inbox's socket stays: the next start replaces it", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
