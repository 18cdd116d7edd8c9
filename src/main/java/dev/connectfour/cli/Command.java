package dev.connectfour.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/** One sub-command of {@code connect-four-cli.jar}. */
public interface Command {

    /** The word that selects this command, for example {@code solve}. */
    String name();

    /** One line of usage: arguments and options after the command's name. */
    String usage();

    /** One sentence saying what it does. */
    String summary();

    /**
     * Runs the command.
     *
     * @return the exit code: 0 success, 1 mismatches or invalid input found, 2 bad usage
     * @throws UsageException for bad arguments: the caller prints the message and the usage and exits 2
     */
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException;
}
