package dev.connectfour.app;

import dev.connectfour.engine.Version;
import dev.connectfour.net.broker.InviteLink;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The game's command line, read by picocli before JavaFX starts: the one place that declares the game's options
 * and its usage text. Bad usage prints {@code connect-four: PROBLEM} and the usage on standard error; exit code 2.
 */
@Command(name = "connect-four", description = "Starts the Connect Four game.", sortOptions = false,
        synopsisHeading = "usage: ", descriptionHeading = "%n", optionListHeading = "%noptions:%n")
public final class StartupOptions {
    private static final String NETWORK_INTERFACE = "--network-interface";

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "show this text and exit")
    private boolean help;

    @Option(names = {"-V", "--version"}, versionHelp = true, description = "print the version and exit")
    private boolean version;

    @Option(names = "--self-check", description = {"check that every screen, stylesheet, string, sound and the opening"
            + " book load, without opening a window; print \"ok\" and exit 0, or name each failure and exit 1"})
    private boolean selfCheck;

    @Option(names = NETWORK_INTERFACE, paramLabel = "NAME", converter = InterfaceName.class,
            description = {"host and look for network games on this interface only (a name such as eth0 or lo, or one"
                    + " of its addresses); by default all interfaces (the setting network.interface)"})
    private String networkInterface;

    @Parameters(arity = "0..1", paramLabel = "LINK", converter = InviteLinkText.class,
            description = {"an invite link (connectfour://join?...) to a game over the Internet: the game opens and"
                    + " joins it; if the game is open already, that game takes the link"})
    private String inviteLink;

    /** Check every resource and exit, without a window. */
    public boolean selfCheck() {
        return selfCheck;
    }

    /** The network interface network games use in this run instead of the settings' choice; null for the settings'. */
    public String networkInterface() {
        return networkInterface;
    }

    /** The invite link given on the command line (checked: it is one), or null. */
    public String inviteLink() {
        return inviteLink;
    }

    /** The arguments that give these options again (for the JavaFX launcher, which hands them to the application). */
    public List<String> toArguments() {
        List<String> arguments = new ArrayList<>();
        if (networkInterface != null) {
            arguments.addAll(List.of(NETWORK_INTERFACE, networkInterface));
        }
        if (inviteLink != null) {
            arguments.add(inviteLink);
        }
        return arguments;
    }

    /**
     * The options of arguments that {@link #commandLine} has accepted (the application's, handed on by the launcher).
     *
     * @throws ParameterException for arguments it would refuse
     */
    public static StartupOptions parse(List<String> args) {
        StartupOptions options = new StartupOptions();
        new CommandLine(options).parseArgs(args.toArray(String[]::new));
        return options;
    }

    /** The command line that reads into {@code options}, prints its help, version and errors to these streams. */
    static CommandLine commandLine(StartupOptions options, PrintStream out, PrintStream err) {
        CommandLine line = new CommandLine(options)
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
                .setParameterExceptionHandler(new UsageError());
        line.getCommandSpec().versionProvider(() -> new String[] {"Connect Four " + Version.get()});
        return line;
    }

    /** An interface's name or address; a blank one is refused. */
    static final class InterfaceName implements ITypeConverter<String> {
        @Override
        public String convert(String text) {
            if (text.isBlank()) {
                throw new TypeConversionException("needs an interface name");
            }
            return text.strip();
        }
    }

    /**
     * An invite link: anything in its form ({@code connectfour://join?...}). One that cannot be used (cut in a chat,
     * made by another version) still opens the game, whose network screen says what is wrong with it: a player who
     * clicked it sees no terminal.
     */
    static final class InviteLinkText implements ITypeConverter<String> {
        @Override
        public String convert(String text) {
            if (!InviteLink.looksLikeOne(text)) {
                throw new TypeConversionException("not an invite link");
            }
            return text.strip();
        }
    }

    /** One line naming the problem as players and scripts have read it, picocli's suggestions, then the usage. */
    private static final class UsageError implements IParameterExceptionHandler {
        @Override
        public int handleParseException(ParameterException problem, String[] args) {
            CommandLine line = problem.getCommandLine();
            PrintWriter err = line.getErr();
            err.println("connect-four: " + message(problem));
            UnmatchedArgumentException.printSuggestions(problem, err);
            line.usage(err);
            err.flush();
            return line.getCommandSpec().exitCodeOnInvalidInput();
        }

        private static String message(ParameterException problem) {
            if (problem instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
                String argument = unmatched.getUnmatched().get(0);
                return (argument.startsWith("-") ? "unknown option '" : "unexpected argument '") + argument + "'";
            }
            if (problem.getArgSpec() != null && !problem.getArgSpec().isOption() && problem.getValue() != null) {
                // the one positional parameter, a link: anything else is just an argument the game does not take
                return "unexpected argument '" + problem.getValue() + "'";
            }
            CommandLine.Model.OptionSpec networkInterface = problem.getCommandLine().getCommandSpec().findOption(NETWORK_INTERFACE);
            if (problem instanceof MissingParameterException missing && missing.getMissing().contains(networkInterface)) {
                return "option '" + NETWORK_INTERFACE + "' needs an interface name";
            }
            return problem.getMessage();
        }
    }
}
