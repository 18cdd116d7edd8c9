package dev.connectfour.net.discovery;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;

/**
 * A hosted game advertised on the local network as a DNS-SD service of type {@code _connectfour._tcp}, with a
 * {@linkplain GameTxtRecord TXT record} describing it, until closed.
 *
 * <p>The service instance name is the host's name (letters, digits, spaces, '-' and '_' only) and a random suffix,
 * such as {@code Alice (k3f9)}: unique on the network without waiting to hear of a clash, and with no dot, which
 * DNS-SD allows in instance names but jmDNS's parsing of names does not. Finders list the host's name from the TXT
 * record, so players never see the suffix. Should two names still clash, jmDNS renames this one.
 */
public final class GameAdvertiser implements AutoCloseable {
    /** Room left in the 63-byte DNS label of the instance name for the suffix and jmDNS's " (2)" on a clash. */
    private static final int MAX_NAME_BYTES = 40;

    private final MdnsResponders responders;
    private final List<ServiceInfo> registered;
    private final AtomicBoolean closed = new AtomicBoolean();

    private GameAdvertiser(MdnsResponders responders, List<ServiceInfo> registered) {
        this.responders = responders;
        this.registered = List.copyOf(registered);
    }

    /**
     * Advertises the game on the interface with address {@code bindAddress} (127.0.0.1 in tests; null for all
     * interfaces) until closed. Returns once the service is registered (in tens of milliseconds); jmDNS announces it
     * in the background. The port of the game's address is advertised, with the address of each interface it is
     * advertised on.
     *
     * @throws IOException              if no responder could be opened or the service not registered
     * @throws IllegalArgumentException if the game's board is not one the game offers (finders would ignore it)
     */
    public static GameAdvertiser start(InetAddress bindAddress, HostedGame game) throws IOException {
        Objects.requireNonNull(game, "game");
        byte[] txt = GameTxtRecord.encode(game);
        String instanceName = instanceNameFor(game.hostName());
        MdnsResponders responders = MdnsResponders.open(bindAddress);
        List<ServiceInfo> registered = new ArrayList<>();
        try {
            for (JmDNS responder : responders.all()) {
                // One ServiceInfo per responder: jmDNS ties each to the responder that registered it.
                ServiceInfo info = ServiceInfo.create(MdnsResponders.SERVICE_TYPE, instanceName,
                        game.address().getPort(), 0, 0, txt);
                responder.registerService(info);
                registered.add(info);
            }
        } catch (IOException | RuntimeException e) {
            responders.close();
            throw e;
        }
        return new GameAdvertiser(responders, registered);
    }

    /** The service instance name as registered (jmDNS may have renamed it after a clash). */
    String instanceName() {
        return registered.get(0).getName();
    }

    /**
     * Withdraws the advertisement at once (the goodbye that tells finders it is gone goes out first), then frees
     * jmDNS's threads and sockets. Blocks while jmDNS repeats the goodbye and shuts down, about 4 s on loopback:
     * call it off the FX thread. Calling it again does nothing.
     */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            for (JmDNS responder : responders.all()) {
                responder.unregisterAllServices();
            }
            responders.close();
        }
    }

    /** The host's name, cut to {@link #MAX_NAME_BYTES} bytes of letters, digits, spaces, '-' and '_', then a random suffix. */
    static String instanceNameFor(String hostName) {
        StringBuilder name = new StringBuilder();
        hostName.codePoints()
                .map(c -> Character.isLetterOrDigit(c) || c == '-' || c == '_' ? c : ' ')
                .forEach(c -> {
                    String next = new String(Character.toChars(c));
                    if (name.toString().getBytes(StandardCharsets.UTF_8).length
                            + next.getBytes(StandardCharsets.UTF_8).length <= MAX_NAME_BYTES) {
                        name.append(next);
                    }
                });
        String base = name.toString().replaceAll(" +", " ").strip();
        return (base.isEmpty() ? "Connect Four" : base) + " (" + MdnsResponders.randomSuffix(4) + ")";
    }
}
