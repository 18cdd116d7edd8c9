package dev.connectfour.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Bad usage as the tools report it, on standard error, exit code 2: one line naming the command and the problem
 * ({@code connect-four-cli solve: unknown option '--weka'}), picocli's suggestions ({@code Did you mean: --weak?}),
 * then the command's usage: the list of commands for the tools as a whole, the synopsis and a pointer to
 * {@code --help} for one command.
 */
final class UsageErrors implements IParameterExceptionHandler {
    /** The tools' name in their messages. */
    static final String PROGRAM = "connect-four-cli";

    @Override
    public int handleParseException(ParameterException problem, String[] args) {
        CommandLine line = problem.getCommandLine();
        PrintWriter err = line.getErr();
        // picocli checks the required options before it reports an unknown one: the typo is the real problem
        ParameterException reported = problem instanceof MissingParameterException && !line.getUnmatchedArguments().isEmpty()
                ? new UnmatchedArgumentException(line, line.getUnmatchedArguments()) : problem;
        err.println(commandPath(line) + ": " + message(reported));
        suggestions(reported, line).ifPresent(err::println);
        if (line.getParent() == null) {
            line.usage(err);
        } else {
            err.print(line.getHelp().fullSynopsis());
            err.println("Try '" + line.getCommandSpec().qualifiedName() + " --help' for more information.");
        }
        err.flush();
        return line.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** A bad value or combination found after parsing: reported like a parse error. */
    static ParameterException error(CommandSpec spec, String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** The value of a whole-number option, checked against its range. */
    static long within(CommandSpec spec, String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw error(spec, "Invalid value for option '" + option + "': must be " + min + " to " + max + ", was " + value);
        }
        return value;
    }

    static int within(CommandSpec spec, String option, int value, int min, int max) {
        return (int) within(spec, option, (long) value, min, max);
    }

    /** {@code connect-four-cli}, then the words of the sub-command, e.g. {@code connect-four-cli book verify}. */
    private static String commandPath(CommandLine line) {
        StringBuilder path = new StringBuilder();
        for (CommandLine command = line; command.getParent() != null; command = command.getParent()) {
            path.insert(0, " " + command.getCommandName());
        }
        return PROGRAM + path;
    }

    /** An argument nothing takes is named as scripts have read it: an option, a command or an argument. */
    private static String message(ParameterException problem) {
        if (problem instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            CommandLine line = problem.getCommandLine();
            String argument = unmatched.getUnmatched().get(0);
            return argument.startsWith("-") ? "unknown option '" + argument + "'"
                    : line.getParent() == null ? "unknown command '" + argument + "'"
                    : !line.getSubcommands().isEmpty() ? "unknown sub-command '" + argument + "'"
                    : "unexpected argument '" + argument + "'";
        }
        String message = problem.getMessage();
        return message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
    }

    /** picocli's suggestions for a mistyped option or command, the commands by the word that selects them. */
    private static Optional<String> suggestions(ParameterException problem, CommandLine line) {
        if (!(problem instanceof UnmatchedArgumentException unmatched) || unmatched.getSuggestions().isEmpty()) {
            return Optional.empty();
        }
        String prefix = line.getCommandSpec().qualifiedName() + " ";
        List<String> words = unmatched.getSuggestions().stream()
                .map(word -> word.startsWith(prefix) ? word.substring(prefix.length()) : word).toList();
        return Optional.of(unmatched.getUnmatched().get(0).startsWith("-")
                ? "Possible solutions: " + String.join(", ", words)
                : "Did you mean: " + String.join(" or ", words) + "?");
    }
}
