package dev.connectfour.net.broker;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Mosquitto broker for tests (Debian's {@code mosquitto}, which {@code .ci/run} installs), on 127.0.0.1 at a
 * free port, with a configuration written here, in a directory of its own that goes with it. It can be stopped
 * (SIGTERM: it saves its persistence) and started again on the same port, as a server restarted in mid-game.
 */
public final class Mosquitto implements AutoCloseable {
    private static final Path EXECUTABLE = Path.of("/usr/sbin/mosquitto");
    private static final long START_SECONDS = 10;

    private final Path directory;
    private final Path config;
    private final int port;
    private Process process;
    private final List<String> log = new ArrayList<>();

    private Mosquitto(Path directory, int port, String extraConfig) throws IOException {
        this.directory = directory;
        this.port = port;
        this.config = directory.resolve("mosquitto.conf");
        Files.writeString(config, String.join("\n",
                "listener " + port + " 127.0.0.1",
                "persistence true",
                "persistence_location " + directory + "/",
                "autosave_interval 1",
                "log_dest stderr",
                "log_type error",
                "log_type warning",
                "log_type notice",
                "log_type information", // "running", which start() waits for
                "user root", // only read when started as root: stay so, to write the directory above
                extraConfig, ""));
    }

    /** Anyone may connect. */
    public static Mosquitto start() {
        return start("allow_anonymous true");
    }

    /** With more configuration lines (for a password file: {@link #withUser}). */
    public static Mosquitto start(String extraConfig) {
        if (!Files.isExecutable(EXECUTABLE)) {
            throw new IllegalStateException("the tests need Mosquitto: apt-get install mosquitto");
        }
        try {
            Mosquitto broker = new Mosquitto(Files.createTempDirectory("mosquitto-test"), freePort(), extraConfig);
            broker.run();
            return broker;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A broker that lets in only {@code user} with {@code password}. */
    public static Mosquitto withUser(String user, String password) {
        try {
            Path passwords = Files.createTempFile("mosquitto-passwords", "");
            Process made = new ProcessBuilder("mosquitto_passwd", "-b", passwords.toString(), user, password)
                    .redirectErrorStream(true).start();
            if (made.waitFor() != 0) {
                throw new IllegalStateException("mosquitto_passwd failed: " + new String(made.getInputStream().readAllBytes()));
            }
            return start("allow_anonymous false\npassword_file " + passwords);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** Where the broker listens, as the game writes it. */
    public BrokerAddress address() {
        return new BrokerAddress(false, "127.0.0.1", port);
    }

    public int port() {
        return port;
    }

    /** The broker's process id, for reading its use of CPU and memory under {@code /proc}. */
    public long pid() {
        return process.pid();
    }

    /** Starts the broker and returns once it says it is running. */
    private void run() throws IOException {
        process = new ProcessBuilder(EXECUTABLE.toString(), "-c", config.toString()).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        String line;
        while ((line = out.readLine()) != null) {
            synchronized (log) {
                log.add(line);
            }
            if (line.contains(" running")) {
                Thread drain = new Thread(() -> drain(out), "mosquitto-log");
                drain.setDaemon(true);
                drain.start();
                return;
            }
            if (System.nanoTime() > deadline) {
                break;
            }
        }
        process.destroyForcibly();
        throw new IOException("Mosquitto did not start: " + log);
    }

    private void drain(BufferedReader out) {
        try {
            String line;
            while ((line = out.readLine()) != null) {
                synchronized (log) {
                    log.add(line);
                    log.notifyAll();
                }
            }
        } catch (IOException e) {
            // the broker has ended
        }
    }

    /** Stops the broker with SIGTERM (it saves its persistence) and waits until it has ended. */
    public void stop() {
        process.destroy();
        try {
            if (!process.waitFor(START_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts the broker again on the same port, with the same configuration. */
    public void restart() {
        try {
            run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits until what the broker has logged (connections and disconnections among it) passes {@code test}.
     *
     * @return false if it does not within {@code timeoutMillis}
     */
    public boolean awaitLog(java.util.function.Predicate<List<String>> test, long timeoutMillis)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (log) {
            while (!test.test(log)) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    return false;
                }
                log.wait(left);
            }
            return true;
        }
    }

    /** What the broker has logged so far. */
    public List<String> log() {
        synchronized (log) {
            return List.copyOf(log);
        }
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            stop();
        }
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
