package dev.connectfour.app;

import java.util.List;

/**
 * The game's command line, parsed before JavaFX starts.
 *
 * @param help      print the usage and exit 0
 * @param version   print the version and exit 0
 * @param selfCheck check every resource the game loads, without a window; print {@code ok} and
 *                  exit 0, or name each failure and exit 1
 */
public record StartupOptions(boolean help, boolean version, boolean selfCheck) {

    /** The usage text: the one place that lists the game's options. */
    public static final String USAGE = """
            usage: connect-four [OPTION]

            Starts the Connect Four game.

            options:
              --help        show this text and exit
              --version     print the version and exit
              --self-check  check that every screen, stylesheet, string, sound and the
                            opening book load, without opening a window; print "ok"
                            and exit 0, or name each failure and exit 1
            """;

    /** No options: open the game. */
    public static final StartupOptions NONE = new StartupOptions(false, false, false);

    /**
     * Parses the arguments.
     *
     * @throws IllegalArgumentException naming the first unknown option or argument
     */
    public static StartupOptions parse(List<String> args) {
        boolean help = false;
        boolean version = false;
        boolean selfCheck = false;
        for (String arg : args) {
            switch (arg) {
                case "--help", "-h" -> help = true;
                case "--version", "-V" -> version = true;
                case "--self-check" -> selfCheck = true;
                default -> throw new IllegalArgumentException(
                        (arg.startsWith("-") ? "unknown option '" : "unexpected argument '") + arg + "'");
            }
        }
        return new StartupOptions(help, version, selfCheck);
    }
}
