package dev.connectfour.app;

import dev.connectfour.net.NetworkInterfaces;
import java.io.PrintStream;
import picocli.CommandLine;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The game's entry point. Reads the command line ({@link StartupOptions}) before JavaFX starts, so {@code --help},
 * {@code --version} and {@code --self-check} never open a window and a bad option never leaves one half-open. An
 * invite link given while the game already runs goes to that game ({@link LinkInbox}), and this start ends.
 */
public final class Main {
    static final int OK = CommandLine.ExitCode.OK;
    static final int FAILED = 1;
    static final int USAGE = CommandLine.ExitCode.USAGE;
    /** Not an exit code: the options are good and ask for the game's window. */
    static final int OPEN_THE_GAME = -1;

    private Main() {
    }

    public static void main(String[] args) {
        StartupOptions options = new StartupOptions();
        int code = run(options, args, System.out, System.err);
        if (code == OPEN_THE_GAME) {
            if (options.inviteLink() != null && LinkInbox.handOver(ConnectFourApp.linkInbox(), options.inviteLink())) {
                System.out.println("connect-four: the invite went to the game already open");
                System.exit(OK);
            }
            ConnectFourApp.launchWith(options);
        } else {
            System.exit(code);
        }
    }

    /** Reads the arguments into {@code options} and does what they ask short of opening the window. */
    static int run(StartupOptions options, String[] args, PrintStream out, PrintStream err) {
        return StartupOptions.commandLine(options, out, err).setExecutionStrategy(parsed -> {
            if (!parsed.unmatched().isEmpty()) { // picocli lets them pass beside --help: the game refuses them
                throw new UnmatchedArgumentException(parsed.commandSpec().commandLine(), parsed.unmatched());
            }
            Integer helpOrVersion = CommandLine.executeHelpRequest(parsed);
            return helpOrVersion != null ? helpOrVersion : check(options, out, err);
        }).execute(args);
    }

    private static int check(StartupOptions options, PrintStream out, PrintStream err) {
        if (options.networkInterface() != null) {
            try {
                NetworkInterfaces.resolve(options.networkInterface());
            } catch (IllegalArgumentException e) {
                err.println("connect-four: " + e.getMessage());
                return USAGE;
            }
        }
        return options.selfCheck() ? SelfCheck.run(out, err) : OPEN_THE_GAME;
    }
}
