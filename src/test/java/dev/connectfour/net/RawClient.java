package dev.connectfour.net;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** A hand-driven client on a plain socket, to play a hostile or broken guest. */
final class RawClient implements AutoCloseable {
    private final Socket socket = new Socket();
    private final BufferedReader in;
    private final OutputStream out;

    RawClient(InetSocketAddress host) throws IOException {
        socket.connect(host, 2_000);
        socket.setSoTimeout(10_000);
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = socket.getOutputStream();
    }

    void send(String line) throws IOException {
        sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    void sendBytes(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    void hello(String code) throws IOException {
        send("{\"type\":\"hello\",\"version\":1,\"name\":\"Raw\",\"code\":\"" + code + "\"}");
    }

    /** Whether {@link #next()} answers pings; a client in the middle of a line must not. */
    boolean answerPings = true;

    /** The next line that is not a ping (answered unless told otherwise) or pong; null at the end of the stream. */
    String next() throws IOException {
        while (true) {
            String line = in.readLine();
            if (line == null) {
                return null;
            }
            if (line.contains("\"type\":\"ping\"")) {
                if (answerPings) {
                    try {
                        send(line.replace("\"ping\"", "\"pong\""));
                    } catch (IOException closedMeanwhile) {
                        // the host may have closed after its last line: read on to it
                    }
                }
                continue;
            }
            if (!line.contains("\"type\":\"pong\"")) {
                return line;
            }
        }
    }

    /** True if the host closes the connection (end of stream or reset) before the socket's time-out. */
    boolean closedByPeer() throws IOException {
        try {
            while (in.readLine() != null) {
                // drain
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true; // reset
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
