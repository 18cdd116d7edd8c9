package dev.connectfour.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.ScheduledExecutorService;

/** Reaches a host by TCP at an address, as a player typed it or found it on the local network. */
final class TcpDialer implements Dialer {
    private final InetSocketAddress host;
    private final Timing timing;

    TcpDialer(InetSocketAddress host, Timing timing) {
        this.host = host;
        this.timing = timing;
    }

    @Override
    public Link dial(NetThreads threads, ScheduledExecutorService timer) throws IOException {
        Socket socket = new Socket();
        try {
            // an address as a player typed it is unresolved: its name is looked up here, off the caller's thread
            InetSocketAddress target = host.isUnresolved() ? new InetSocketAddress(host.getHostString(), host.getPort())
                    : host;
            socket.connect(target, (int) timing.connectMillis());
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        return new Connection(socket, timing, threads, timer);
    }

    @Override
    public EndReason reasonFor(IOException failure) {
        return EndReason.UNREACHABLE;
    }

    @Override
    public EndReason unanswered() {
        return EndReason.UNREACHABLE;
    }
}
