package dev.connectfour.app;

import dev.connectfour.engine.Version;
import java.io.PrintStream;
import dev.connectfour.net.NetworkInterfaces;
import java.util.List;

/**
 * The game's entry point. Handles the command line before JavaFX starts, so {@code --help},
 * {@code --version} and {@code --self-check} never open a window and a bad option never leaves one
 * half-open.
 */
public final class Main {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    private Main() {
    }

    public static void main(String[] args) {
        StartupOptions options;
        try {
            options = StartupOptions.parse(List.of(args));
        } catch (IllegalArgumentException e) {
            System.err.println("connect-four: " + e.getMessage());
            System.err.print(StartupOptions.USAGE);
            System.exit(USAGE);
            return;
        }
        if (options.help()) {
            System.out.print(StartupOptions.USAGE);
            return;
        }
        if (options.version()) {
            printVersion(System.out);
            return;
        }
        if (options.networkInterface() != null) {
            try {
                NetworkInterfaces.resolve(options.networkInterface());
            } catch (IllegalArgumentException e) {
                System.err.println("connect-four: " + e.getMessage());
                System.exit(USAGE);
                return;
            }
        }
        if (options.selfCheck()) {
            System.exit(SelfCheck.run(System.out, System.err));
            return;
        }
        ConnectFourApp.launchWith(options);
    }

    static void printVersion(PrintStream out) {
        out.println("Connect Four " + Version.get());
    }
}
