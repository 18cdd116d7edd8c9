package dev.connectfour.app;

import java.util.List;

/**
 * The game's command line, parsed before JavaFX starts.
 *
 * @param help      print the usage and exit 0
 * @param version   print the version and exit 0
 * @param selfCheck        check every resource the game loads, without a window; print {@code ok} and
 *                         exit 0, or name each failure and exit 1
 * @param networkInterface the network interface (name or address) network games use in this run instead of the
 *                         one in the settings; null for the settings' choice
 */
public record StartupOptions(boolean help, boolean version, boolean selfCheck, String networkInterface) {

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
              --network-interface NAME
                            host and look for network games on this interface only
                            (a name such as eth0 or lo, or one of its addresses);
                            by default all interfaces (the setting network.interface)
            """;

    private static final String NETWORK_INTERFACE = "--network-interface";

    /** No options: open the game. */
    public static final StartupOptions NONE = new StartupOptions(false, false, false, null);

    /** The arguments that give these options again (for the JavaFX launcher, which hands them to the application). */
    public List<String> toArguments() {
        return networkInterface == null ? List.of() : List.of(NETWORK_INTERFACE, networkInterface);
    }

    /**
     * Parses the arguments.
     *
     * @throws IllegalArgumentException naming the first unknown option or argument
     */
    public static StartupOptions parse(List<String> args) {
        boolean help = false;
        boolean version = false;
        boolean selfCheck = false;
        String networkInterface = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--help", "-h" -> help = true;
                case "--version", "-V" -> version = true;
                case "--self-check" -> selfCheck = true;
                case NETWORK_INTERFACE -> {
                    if (i + 1 == args.size() || args.get(i + 1).isBlank()) {
                        throw new IllegalArgumentException("option '" + NETWORK_INTERFACE + "' needs an interface name");
                    }
                    networkInterface = args.get(++i).strip();
                }
                default -> throw new IllegalArgumentException(
                        (arg.startsWith("-") ? "unknown option '" : "unexpected argument '") + arg + "'");
            }
        }
        return new StartupOptions(help, version, selfCheck, networkInterface);
    }
}
