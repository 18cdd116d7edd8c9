package dev.connectfour.net.discovery;

import dev.connectfour.net.NetworkInterfaces;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import javax.jmdns.JmDNS;

/**
 * The multicast DNS responders of one advertiser or browser: one jmDNS instance per bound address (jmDNS binds
 * one), opened and closed together. Each runs jmDNS's own threads and sockets until closed.
 */
final class MdnsResponders implements AutoCloseable {
    /** The DNS-SD service type of a hosted game, fully qualified as jmDNS expects it. */
    static final String SERVICE_TYPE = "_connectfour._tcp.local.";

    private final List<JmDNS> responders;

    private MdnsResponders(List<JmDNS> responders) {
        this.responders = List.copyOf(responders);
    }

    /**
     * Opens a responder on each of {@link NetworkInterfaces#bindAddresses(InetAddress)}. With all interfaces, one
     * that fails is left out as long as another opens; with one address, its failure is the caller's.
     *
     * @param chosen the address chosen to bind, or null for all interfaces
     * @throws IOException if no responder could be opened
     */
    static MdnsResponders open(InetAddress chosen) throws IOException {
        List<JmDNS> opened = new ArrayList<>();
        IOException failure = null;
        for (InetAddress address : NetworkInterfaces.bindAddresses(chosen)) {
            try {
                // The host name is given, so that jmDNS takes no name from the network; random, so that two
                // programs on one computer (or two computers) announce different ones.
                opened.add(JmDNS.create(address, "connectfour-" + randomSuffix(8)));
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (opened.isEmpty()) {
            throw failure;
        }
        return new MdnsResponders(opened);
    }

    List<JmDNS> all() {
        return responders;
    }

    /** Closes every responder: jmDNS withdraws what they still advertise, then ends their threads and sockets. */
    @Override
    public void close() {
        for (JmDNS responder : responders) {
            try {
                responder.close();
            } catch (IOException e) {
                // The responder is unusable either way; its sockets are released by closing them, which jmDNS did.
            }
        }
    }

    /** {@code length} lower-case letters and digits, for names that must not clash on a network. */
    static String randomSuffix(int length) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
        StringBuilder suffix = new StringBuilder(length);
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < length; i++) {
            suffix.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return suffix.toString();
    }
}
