package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One game for invite links, over real Unix-domain sockets: a second start hands its link to the running game, a
 * socket left by a crashed game does not keep the next from listening, and the inbox takes nothing but a valid
 * invite link, in a directory of the user's alone.
 */
class LinkInboxTest {
    private static final String LINK = InviteLink.of(
            BrokerGame.create(new BrokerAddress(true, "broker.example", 8883), new SecureRandom()));

    @TempDir
    Path temporary;
    private final LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();

    private Path socket() {
        return temporary.resolve("inbox").resolve("game.socket");
    }

    @Test
    void aLinkHandedOverGoesToTheRunningGame() throws Exception {
        try (LinkInbox inbox = LinkInbox.open(socket(), received::add).orElseThrow()) {
            assertTrue(LinkInbox.handOver(socket(), LINK), "the running game took the link");
            assertEquals(LINK, received.poll(), "given to the game before the start was told so");
        }
        assertFalse(Files.exists(socket()), "closing removes the socket");
        assertFalse(LinkInbox.handOver(socket(), LINK), "no game runs: the start opens the game itself");
    }

    @Test
    void theDirectoryIsTheUsersAlone() throws Exception {
        try (LinkInbox inbox = LinkInbox.open(socket(), received::add).orElseThrow()) {
            assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(socket().getParent()));
        }
    }

    @Test
    void aSecondGameLeavesTheLinksToTheFirst() throws Exception {
        try (LinkInbox first = LinkInbox.open(socket(), received::add).orElseThrow()) {
            Optional<LinkInbox> second = LinkInbox.open(socket(), link -> { throw new AssertionError(link); });
            assertTrue(second.isEmpty(), "the socket is the first game's");
            assertTrue(LinkInbox.handOver(socket(), LINK));
            assertEquals(LINK, received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void aSocketLeftByACrashedGameDoesNotKeepTheNextOneFromListening() throws Exception {
        InboxPlace.makeOwnerOnly(socket().getParent());
        ServerSocketChannel crashed = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        crashed.bind(UnixDomainSocketAddress.of(socket()));
        crashed.close(); // as a killed game leaves it: the file stays, nobody listens
        assertTrue(Files.exists(socket()));
        assertFalse(LinkInbox.handOver(socket(), LINK), "a dead socket takes no link");

        try (LinkInbox inbox = LinkInbox.open(socket(), received::add).orElseThrow()) {
            assertTrue(LinkInbox.handOver(socket(), LINK));
            assertEquals(LINK, received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void onlyAValidInviteLinkIsTaken() throws Exception {
        byte[] notUtf8 = {'j', 'o', 'i', 'n', ' ', (byte) 0xC3, (byte) 0x28, '\n'};
        List<byte[]> refused = List.of(
                bytes("join https://broker.example/\n"),
                bytes("join connectfour://join?server=mqtts://broker.example\n"),
                bytes("open " + LINK + "\n"),
                bytes(LINK + "\n"),
                bytes("join " + LINK), // no end of line: the sender went
                new byte[0],
                notUtf8,
                bytes("join " + LINK + "x".repeat(LinkInbox.MAX_LINE_BYTES) + "\n"));
        try (LinkInbox inbox = LinkInbox.open(socket(), received::add).orElseThrow()) {
            for (byte[] request : refused) {
                String answer = send(request);
                assertTrue(answer.equals("refused") || answer.equals("dropped"), answer);
            }
            assertEquals("ok", send(bytes("join " + LINK + "\n")));
            assertEquals(LINK, received.poll(5, TimeUnit.SECONDS));
            assertTrue(received.isEmpty(), "nothing else was taken: " + received);
        }
    }

    @Test
    void aDirectoryOpenToOthersIsNotUsed() throws Exception {
        Path shared = Files.createDirectory(socket().getParent(),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxrwx")));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx")); // past the umask

        assertTrue(LinkInbox.open(socket(), received::add).isEmpty(), "no socket where others may write");
        ServerSocketChannel planted = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        planted.bind(UnixDomainSocketAddress.of(socket()));
        try (planted) {
            assertFalse(LinkInbox.handOver(socket(), LINK), "a link and its key go to no socket others may have put there");
        }
    }

    /** The inbox's answer to a raw request; "dropped" if it reset the connection (it closes on a request it left unread). */
    private String send(byte[] request) throws IOException {
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket()))) {
            channel.write(ByteBuffer.wrap(request));
            channel.shutdownOutput();
            try {
                return new String(readAll(channel), StandardCharsets.UTF_8).strip();
            } catch (IOException reset) {
                return "dropped";
            }
        }
    }

    private static byte[] readAll(SocketChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(256);
        while (channel.read(buffer) >= 0 && buffer.hasRemaining()) {
            // until the inbox closes the connection
        }
        return Arrays.copyOf(buffer.array(), buffer.position());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
