package dev.connectfour.cli;

import dev.connectfour.engine.Version;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * Entry point of {@code connect-four-cli.jar}: {@code java -jar connect-four-cli.jar COMMAND [OPTIONS]}, its
 * command line read by picocli. Exit codes: 0 success, 1 mismatches or invalid input found (or a command that
 * failed), 2 bad usage.
 */
@Command(name = CliMain.INVOCATION, customSynopsis = CliMain.INVOCATION + " COMMAND [OPTIONS]",
        description = "The Connect Four tools: the solver, the computer players, terminal games and the opening book.",
        mixinStandardHelpOptions = true,
        subcommands = {SolveCommand.class, BenchCommand.class, VersionCommand.class, BestMoveCommand.class,
            MatchCommand.class, LadderCommand.class, PlayCommand.class, BookCommand.class, AuditCommand.class,
            AnalysisTimesCommand.class, ExplainCommand.class, PuzzlesCommand.class, HelpCommand.class},
        footer = "%nCOMMAND --help gives one command's options.%n"
                + "exit codes: 0 success, 1 mismatches or invalid input found, 2 bad usage")
public final class CliMain implements Callable<Integer> {
    public static final int OK = CommandLine.ExitCode.OK;
    public static final int FAILED = 1;
    public static final int USAGE = CommandLine.ExitCode.USAGE;
    /** How the tools are started, as their usage shows it. */
    static final String INVOCATION = "java -jar connect-four-cli.jar";

    @Spec
    private CommandSpec spec;

    private CliMain() {
    }

    public static void main(String[] args) {
        int code = run(List.of(args), System.in, System.out, System.err);
        System.exit(code);
    }

    /** Runs one command line; never calls {@code System.exit}, so tests can call it. */
    public static int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        CommandLine line = commandLine(new Streams(in, out, err));
        int code = line.execute(args.toArray(String[]::new));
        out.flush();
        err.flush();
        return code;
    }

    /** The tools' command line: every command made with these streams, the usage laid out alike for all. */
    private static CommandLine commandLine(Streams streams) {
        CommandLine line = new CommandLine(new CliMain(), commandsWith(streams));
        lookAlike(line);
        return line.setOut(new PrintWriter(streams.out(), true))
                .setErr(new PrintWriter(streams.err(), true))
                .setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(new UsageErrors())
                .setExecutionExceptionHandler(CliMain::fileError);
    }

    /**
     * A file a command could not read or write: one line, {@code COMMAND: MESSAGE}, and exit code 1; any other
     * failure is a bug, reported with its stack trace.
     */
    private static int fileError(Exception failure, CommandLine line, ParseResult parsed) throws Exception {
        if (!(failure instanceof IOException || failure instanceof UncheckedIOException)) {
            throw failure;
        }
        CommandLine command = line;
        while (command.getParent() != null && command.getParent().getParent() != null) {
            command = command.getParent();
        }
        line.getErr().println(command.getCommandName() + ": " + failure.getMessage());
        return FAILED;
    }

    /** No command: bad usage, with the list of commands. */
    @Override
    public Integer call() {
        throw UsageErrors.error(spec, "missing command");
    }

    /**
     * Every command alike: the version, the exit codes (bad usage 2, a command that failed 1, as picocli's own), the
     * usage in the same words and order (lower-case headings, options as declared).
     */
    private static void lookAlike(CommandLine line) {
        line.getCommandSpec().versionProvider(new VersionText())
                .exitCodeOnInvalidInput(USAGE)
                .exitCodeOnExecutionException(FAILED);
        // "--host --bogus" is an unknown option, not the value of --host
        line.getCommandSpec().parser().unmatchedOptionsAllowedAsOptionParameters(false);
        line.getCommandSpec().usageMessage()
                .synopsisHeading("usage: ")
                .descriptionHeading("%n")
                .parameterListHeading("%narguments:%n")
                .optionListHeading("%noptions:%n")
                .commandListHeading("%ncommands:%n")
                .sortOptions(false)
                .sortSynopsis(false);
        line.getSubcommands().values().forEach(CliMain::lookAlike);
    }

    /** Makes each command with the run's streams (a constructor taking {@link Streams}), anything else as picocli does. */
    private static IFactory commandsWith(Streams streams) {
        IFactory fallback = CommandLine.defaultFactory();
        return new IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                    if (constructor.getParameterCount() == 1 && constructor.getParameterTypes()[0] == Streams.class) {
                        return type.cast(constructor.newInstance(streams));
                    }
                }
                return fallback.create(type);
            }
        };
    }

    /** What {@code --version} and {@code version} print. */
    static final class VersionText implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {UsageErrors.PROGRAM + " " + Version.get()};
        }
    }
}
