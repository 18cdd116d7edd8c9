package dev.connectfour.net.broker;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * A load benchmark, not a test: N concurrent Internet games through one Mosquitto on 127.0.0.1, each sending what a
 * game sends ({@link LoadGame}: a move every 2 s, and the pings), in steps of more games. For each step, after a
 * warm-up, it measures for a while and prints one line: the move latency (p50, p99, max: from the mover's publish to
 * the other side's decoded message), the messages a second, the broker's CPU (of one core) and memory (its RSS, from
 * {@code /proc/<pid>}), the benchmark's own CPU, the MQTT clients and Java threads it took, the machine's load average
 * at the start and end of the window, and any failure.
 *
 * <pre>
 * ulimit -n 20000   # two sockets a game side: the client's and the broker's
 * ./mvnw -B -o test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.connectfour.net.broker.BrokerLoad -Dexec.args="100 300 1000"
 * </pre>
 * Options before the steps: {@code --seconds S} measured per step (60), {@code --warmup S} (15),
 * {@code --games-per-connection K} (1: each game side has a connection of its own, as in real play; more shares one
 * connection, and its three Paho threads, among the same side of K games), {@code --tcp-nodelay} (the broker sends
 * at once, {@code set_tcp_nodelay true}; without it, Mosquitto's default, a small message may wait for the
 * acknowledgement of the one before it).
 */
public final class BrokerLoad {
    private static final Path LOADAVG = Path.of("/proc/loadavg");
    /** The clock ticks a second of {@code /proc/<pid>/stat}: USER_HZ, 100 on Linux. */
    private static final double CLOCK_TICKS = 100;

    private final LoadStats stats = new LoadStats();
    private final SecureRandom random = new SecureRandom();
    private final List<LoadConnection> connections = new ArrayList<>();
    private final List<ScheduledFuture<?>> ticks = new ArrayList<>();
    private final ScheduledThreadPoolExecutor pings = scheduler("load-keepalive");
    private final ScheduledThreadPoolExecutor ticker = scheduler("load-tick");
    private final int perConnection;
    private int games;

    private BrokerLoad(int perConnection) {
        this.perConnection = perConnection;
    }

    public static void main(String[] args) throws Exception {
        int seconds = 60;
        int warmup = 15;
        int perConnection = 1;
        String brokerConfig = "allow_anonymous true";
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--games-per-connection" -> perConnection = Integer.parseInt(args[++i]);
                case "--tcp-nodelay" -> brokerConfig += "\nset_tcp_nodelay true";
                default -> steps.add(Integer.parseInt(args[i]));
            }
        }
        if (steps.isEmpty()) {
            steps = List.of(100, 300, 1000);
        }
        BrokerLoad load = new BrokerLoad(perConnection);
        try (Mosquitto broker = Mosquitto.start(brokerConfig)) {
            System.out.printf(Locale.ROOT, "broker load: %s on %d cores, open files limit %s, %d s measured per step"
                            + " after %d s, %d game(s) per connection, %s%n", version(broker),
                    Runtime.getRuntime().availableProcessors(), openFilesLimit(), seconds, warmup, perConnection,
                    brokerConfig.replace("\n", ", "));
            System.out.println("games clients threads |  moves  p50 ms  p99 ms  max ms | msgs/s in  out |"
                    + " broker CPU%  RSS MB | load CPU% | load avg start-end | failed lost unreadable");
            try {
                for (int step : steps) {
                    load.growTo(step, broker.address());
                    TimeUnit.SECONDS.sleep(warmup);
                    load.measure(broker.pid(), seconds);
                }
            } finally {
                load.close();
            }
        }
    }

    /** Adds games, their connections and their ticks until there are {@code target}. */
    private void growTo(int target, BrokerAddress server) throws MqttException {
        while (games < target) {
            int batch = Math.min(perConnection, target - games);
            LoadConnection host = connect(server, batch);
            LoadConnection guest = connect(server, batch);
            for (int i = 0; i < batch; i++) {
                LoadGame game = new LoadGame(server, random, host, guest, stats);
                ticks.add(ticker.scheduleAtFixedRate(game::tick, ThreadLocalRandom.current().nextLong(LoadGame.TICK_MILLIS),
                        LoadGame.TICK_MILLIS, TimeUnit.MILLISECONDS));
                games++;
            }
        }
    }

    private LoadConnection connect(BrokerAddress server, int batch) throws MqttException {
        LoadConnection connection = new LoadConnection(server, String.format(Locale.ROOT, "load-%06d", connections.size()),
                pings, batch, stats);
        connections.add(connection);
        return connection;
    }

    /** Measures for {@code seconds} and prints the step's line. */
    private void measure(long brokerPid, int seconds) throws IOException, InterruptedException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String loadBefore = loadAverage();
        long brokerTicks = cpuTicks("/proc/" + brokerPid + "/stat");
        long ownTicks = cpuTicks("/proc/self/stat");
        long published = stats.published.sum();
        long delivered = stats.delivered.sum();
        stats.takeLatencies();
        long start = System.nanoTime();
        TimeUnit.SECONDS.sleep(seconds);
        long[] latencies = stats.takeLatencies();
        double elapsed = (System.nanoTime() - start) / 1e9;
        double brokerCpu = (cpuTicks("/proc/" + brokerPid + "/stat") - brokerTicks) / (CLOCK_TICKS * elapsed) * 100;
        double ownCpu = (cpuTicks("/proc/self/stat") - ownTicks) / (CLOCK_TICKS * elapsed) * 100;
        System.out.printf(Locale.ROOT, "%5d %7d %7d | %6d %7.2f %7.2f %7.1f | %9.0f %4.0f | %11.1f %6.1f | %9.1f |"
                        + " %8s-%-9s | %6d %4d %10d%n", games, connections.size(), threads.getThreadCount(),
                latencies.length, millis(LoadStats.percentile(latencies, 0.5)), millis(LoadStats.percentile(latencies, 0.99)),
                millis(latencies.length == 0 ? 0 : latencies[latencies.length - 1]),
                (stats.published.sum() - published) / elapsed, (stats.delivered.sum() - delivered) / elapsed, brokerCpu,
                residentKb("/proc/" + brokerPid + "/status") / 1024.0, ownCpu, loadBefore, loadAverage(),
                stats.failed.sum(), stats.lost.sum(), stats.unreadable.sum());
    }

    private void close() {
        ticks.forEach(tick -> tick.cancel(false));
        ticker.shutdownNow();
        connections.forEach(LoadConnection::close);
        pings.shutdownNow();
    }

    /** User and system CPU time of a process, in clock ticks. */
    private static long cpuTicks(String stat) throws IOException {
        String line = Files.readString(Path.of(stat));
        String[] fields = line.substring(line.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]); // utime and stime, fields 14 and 15
    }

    private static long residentKb(String status) throws IOException {
        for (String line : Files.readAllLines(Path.of(status))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }

    private static String loadAverage() throws IOException {
        return Files.readString(LOADAVG).split(" ")[0];
    }

    private static String openFilesLimit() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/limits"))) {
            if (line.startsWith("Max open files")) {
                return line.split("\\s{2,}")[1];
            }
        }
        return "?";
    }

    private static String version(Mosquitto broker) {
        return broker.log().stream().filter(line -> line.contains("version")).findFirst()
                .map(line -> line.substring(line.indexOf("mosquitto")).replace(" starting", "")).orElse("mosquitto");
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }

    private static ScheduledThreadPoolExecutor scheduler(String name) {
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2, body -> {
            Thread thread = new Thread(body, name);
            thread.setDaemon(true);
            return thread;
        });
        executor.setRemoveOnCancelPolicy(true);
        return executor;
    }
}
