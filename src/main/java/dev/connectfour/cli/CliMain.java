package dev.connectfour.cli;

import dev.connectfour.engine.Version;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Entry point of {@code connect-four-cli.jar}: {@code java -jar connect-four-cli.jar COMMAND [OPTIONS]}.
 * Exit codes: 0 success, 1 mismatches or invalid input found, 2 bad usage.
 */
public final class CliMain {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    private final Map<String, Command> commands = new LinkedHashMap<>();

    /** The commands this jar offers, in the order {@code --help} lists them. */
    public CliMain() {
        register(new SolveCommand());
        register(new BenchCommand());
        register(new VersionCommand());
        register(new BestMoveCommand());
        register(new MatchCommand());
        register(new PlayCommand());
        register(new BookCommand());
        register(new AuditCommand());
        register(new AnalysisTimesCommand());
    }

    private void register(Command command) {
        commands.put(command.name(), command);
    }

    public static void main(String[] args) {
        int code = new CliMain().run(Arrays.asList(args), System.in, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Runs one command line; never calls {@code System.exit}, so tests can call it. */
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            err.println("connect-four-cli: missing command");
            err.print(usage());
            return USAGE;
        }
        String first = args.get(0);
        if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
            out.print(usage());
            return OK;
        }
        if (first.equals("--version")) {
            out.println("connect-four-cli " + Version.get());
            return OK;
        }
        Command command = commands.get(first);
        if (command == null) {
            err.println("connect-four-cli: unknown " + (first.startsWith("-") ? "option" : "command") + " '" + first + "'");
            err.print(usage());
            return USAGE;
        }
        List<String> rest = args.subList(1, args.size());
        if (rest.contains("--help")) {
            out.println("usage: java -jar connect-four-cli.jar " + command.name() + " " + command.usage());
            out.println(command.summary());
            return OK;
        }
        try {
            return command.run(rest, in, out, err);
        } catch (UsageException e) {
            err.println("connect-four-cli " + command.name() + ": " + e.getMessage());
            err.println("usage: java -jar connect-four-cli.jar " + command.name() + " " + command.usage());
            return USAGE;
        }
    }

    /** The full usage text, listing every command. */
    public String usage() {
        StringBuilder text = new StringBuilder();
        text.append("usage: java -jar connect-four-cli.jar COMMAND [OPTIONS]\n\ncommands:\n");
        for (Command command : commands.values()) {
            text.append(String.format("  %s%n      %s%n", (command.name() + " " + command.usage()).strip(), command.summary()));
        }
        text.append("\noptions:\n  --help     this text (or COMMAND --help)\n  --version  the version\n");
        text.append("\nexit codes: 0 success, 1 mismatches or invalid input found, 2 bad usage\n");
        return text.toString();
    }

    /** {@code version}: prints the version, like {@code --version}. */
    private static final class VersionCommand implements Command {
        @Override
        public String name() {
            return "version";
        }

        @Override
        public String usage() {
            return "";
        }

        @Override
        public String summary() {
            return "Prints the version.";
        }

        @Override
        public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
            if (!args.isEmpty()) {
                throw new UsageException("unexpected argument '" + args.get(0) + "'");
            }
            out.println("connect-four-cli " + Version.get());
            return OK;
        }
    }
}
