package dev.connectfour.net.discovery;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.MulticastSocket;
import java.net.NetworkInterface;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Whether discovery can be tested for real here: multicast on the loopback interface, the only traffic tests send. */
public final class LoopbackMulticast {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
    /** The multicast DNS group: the probe sends to it, on a port of its own, as jmDNS does on 5353. */
    private static final String MDNS_GROUP = "224.0.0.251";

    private LoopbackMulticast() {
    }

    /**
     * Why multicast does not work on the loopback interface, or empty if it does: a datagram sent to the mDNS group
     * through the loopback interface must come back to a socket that joined the group there.
     */
    public static Optional<String> problem() throws IOException {
        NetworkInterface loopback = NetworkInterface.getByInetAddress(LOOPBACK);
        if (loopback == null) {
            return Optional.of("no interface has " + LOOPBACK.getHostAddress());
        }
        InetAddress group = InetAddress.getByName(MDNS_GROUP);
        try (MulticastSocket socket = new MulticastSocket(new InetSocketAddress(0))) {
            socket.setNetworkInterface(loopback);
            socket.setTimeToLive(0); // and should the interface be ignored, never beyond this computer
            socket.joinGroup(new InetSocketAddress(group, 0), loopback);
            socket.setSoTimeout(5_000);
            byte[] probe = "connect-four probe".getBytes(StandardCharsets.UTF_8);
            socket.send(new DatagramPacket(probe, probe.length, group, socket.getLocalPort()));
            byte[] received = new byte[64];
            DatagramPacket packet = new DatagramPacket(received, received.length);
            socket.receive(packet);
            return Optional.empty();
        } catch (SocketTimeoutException e) {
            return Optional.of("a datagram sent to " + MDNS_GROUP + " on " + loopback.getName() + " did not come back");
        } catch (IOException e) {
            return Optional.of(e.toString());
        }
    }
}
