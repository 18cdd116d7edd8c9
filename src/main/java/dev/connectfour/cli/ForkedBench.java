package dev.connectfour.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code bench --vs OTHER --forks F}: the paired bench ({@link PairedBench}) run in F fresh JVMs, one after
 * the other, and the median of their ratios. One JVM's ratio holds the code its JIT happened to compile
 * for each build; from one run to the next that alone moves the ratio by several percent (on Test_L1_R1,
 * 0.99 to 1.05 for the same two builds), far beyond the interval one run prints. So a claim about two
 * builds rests on the spread between JVMs, as JMH's forks do. Prints each fork's {@code PAIRED} line, then
 * per file {@code FORKED file=NAME forks=F ratio=.. lo95=.. hi95=.. thisFaster=K ratios=r1,r2,...}: the
 * median of the forks' ratios, its distribution-free 95 % interval ({@link PairedBench#lowerRank}; under six
 * forks the whole range), and in how many forks this build was faster.
 */
final class ForkedBench {
    private static final Pattern PAIRED = Pattern.compile("^PAIRED file=(\\S+) .*? ratio=([0-9.]+) ");

    private ForkedBench() {
    }

    /**
     * Runs the CLI's arguments {@code cliArgs} (a {@code bench --vs} command line, the command's name among
     * them) without its {@code --forks} in {@code forks} JVMs of this build; returns whether every fork succeeded.
     */
    static boolean run(int forks, List<String> cliArgs, PrintStream out, PrintStream err) {
        List<String> forkArgs = withoutForks(cliArgs);
        Map<String, List<Double>> ratios = new LinkedHashMap<>();
        for (int fork = 1; fork <= forks; fork++) {
            List<String> command = new ArrayList<>(javaCommand());
            command.addAll(forkArgs);
            try {
                Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                        out.println("fork " + fork + ": " + line);
                        Matcher paired = PAIRED.matcher(line);
                        if (paired.find()) {
                            ratios.computeIfAbsent(paired.group(1), name -> new ArrayList<>()).add(Double.parseDouble(paired.group(2)));
                        }
                    }
                }
                int exit = process.waitFor();
                if (exit != CliMain.OK) {
                    err.println("bench: --forks: fork " + fork + " ended with exit code " + exit);
                    return false;
                }
            } catch (IOException e) {
                err.println("bench: --forks: cannot start a JVM: " + e.getMessage());
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        ratios.forEach((name, values) -> out.println(summary(name, values)));
        out.flush();
        return true;
    }

    /** The arguments without {@code --forks F} or {@code --forks=F}. */
    private static List<String> withoutForks(List<String> args) {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--forks")) {
                i++;
            } else if (!args.get(i).startsWith("--forks=")) {
                rest.add(args.get(i));
            }
        }
        return rest;
    }

    /** The {@code FORKED} line of one file's ratios, one a fork. */
    static String summary(String name, List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        int low = PairedBench.lowerRank(n);
        long faster = Arrays.stream(sorted).filter(ratio -> ratio < 1).count();
        StringBuilder each = new StringBuilder();
        for (double ratio : values) {
            each.append(each.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.4f", ratio));
        }
        return String.format(Locale.ROOT, "FORKED file=%s forks=%d ratio=%.4f lo95=%.4f hi95=%.4f thisFaster=%d ratios=%s",
                name, n, median, sorted[low], sorted[n - 1 - low], faster, each);
    }

    /** This JVM's java, heap and JIT options, and this build's CLI on its class or module path. */
    private static List<String> javaCommand() {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (option.startsWith("-Xm") || option.startsWith("-XX:")) {
                command.add(option);
            }
        }
        Module module = ForkedBench.class.getModule();
        if (module.isNamed()) {
            command.addAll(List.of("--module-path", System.getProperty("jdk.module.path"),
                    "--module", module.getName() + "/" + CliMain.class.getName()));
        } else {
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), CliMain.class.getName()));
        }
        return command;
    }
}
