package dev.connectfour.net.discovery;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;

/**
 * Finds the games hosted on the local network ({@code _connectfour._tcp} services) and keeps their list current
 * until closed. Services are resolved as they appear and followed as their TXT records change; a record that is
 * not a valid game is ignored (see {@link GameTxtRecord}).
 */
public final class GameBrowser implements AutoCloseable {
    private final MdnsResponders responders;
    private final FoundGames found;
    private final ServiceListener listener = new Listener();
    private final AtomicBoolean closed = new AtomicBoolean();

    private GameBrowser(MdnsResponders responders, FoundGames found) {
        this.responders = responders;
        this.found = found;
    }

    /**
     * Browses on the interface with address {@code bindAddress} (127.0.0.1 in tests; null for all interfaces).
     * Calls {@code onChange} on {@code events} with the whole current list whenever a game appears, changes or
     * goes. Once {@link #close()} is called no list is handed over, except to a call of {@code onChange} already running.
     *
     * @throws IOException if no responder could be opened
     */
    public static GameBrowser start(InetAddress bindAddress, Consumer<List<HostedGame>> onChange, Executor events)
            throws IOException {
        FoundGames found = new FoundGames(onChange, events);
        GameBrowser browser = new GameBrowser(MdnsResponders.open(bindAddress), found);
        try {
            for (JmDNS responder : browser.responders.all()) {
                responder.addServiceListener(MdnsResponders.SERVICE_TYPE, browser.listener);
            }
        } catch (RuntimeException e) {
            browser.close();
            throw e;
        }
        return browser;
    }

    /** The games found now, by host name. */
    public List<HostedGame> games() {
        return found.games();
    }

    /**
     * Stops browsing at once (no list is handed over from now on), then frees jmDNS's threads and sockets. Blocks
     * while jmDNS says goodbye for its host name and shuts down, about 2 s: call it off the FX thread. Calling it
     * again does nothing.
     */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            found.close();
            for (JmDNS responder : responders.all()) {
                responder.removeServiceListener(MdnsResponders.SERVICE_TYPE, listener);
            }
            responders.close();
        }
    }

    /** jmDNS's events, on its threads, turned into the list's. */
    private final class Listener implements ServiceListener {
        @Override
        public void serviceAdded(ServiceEvent event) {
            // Persistent: jmDNS reports the service again whenever its record changes. A timeout of 1 ms sends
            // the query without waiting for the answer, which comes as serviceResolved.
            event.getDNS().requestServiceInfo(event.getType(), event.getName(), true, 1);
        }

        @Override
        public void serviceResolved(ServiceEvent event) {
            ServiceInfo info = event.getInfo();
            found.resolved(event.getName(), info.getTextBytes(), address(info));
        }

        @Override
        public void serviceRemoved(ServiceEvent event) {
            found.removed(event.getName());
        }

        /** The service's IPv4 address if it has one (discovery binds IPv4 addresses), else any; null if none yet. */
        private InetSocketAddress address(ServiceInfo info) {
            InetAddress[] ipv4 = info.getInet4Addresses();
            InetAddress[] any = info.getInetAddresses();
            InetAddress address = ipv4.length > 0 ? ipv4[0] : any.length > 0 ? any[0] : null;
            return address == null ? null : new InetSocketAddress(address, info.getPort());
        }
    }
}
