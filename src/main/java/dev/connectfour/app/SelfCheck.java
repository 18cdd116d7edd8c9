package dev.connectfour.app;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code connect-four --self-check}: proof that an installation holds everything the game loads.
 * Lists every resource of the module and checks each by its suffix ({@link ResourceChecks}),
 * without opening a window or starting the JavaFX toolkit, so it runs on a machine without a display.
 */
final class SelfCheck {
    /** Held so the level set on it is not lost to garbage collection. */
    private static final Logger CSS_LOGGER = Logger.getLogger("javafx.css");
    private final ResourceSource source;
    private final Map<String, ResourceCheck> checks;

    SelfCheck(ResourceSource source, Map<String, ResourceCheck> checks) {
        this.source = source;
        this.checks = Map.copyOf(checks);
    }

    /** Runs the standard checks on the running game; prints {@code ok}, or each failure; returns the exit code. */
    static int run(PrintStream out, PrintStream err) {
        // The CSS parser also logs each error it reports; the failures below already name them.
        CSS_LOGGER.setLevel(Level.OFF);
        List<String> failures = new SelfCheck(ResourceSource.ofApplication(), ResourceChecks.standard()).failures();
        if (failures.isEmpty()) {
            out.println("ok");
            return Main.OK;
        }
        failures.forEach(failure -> err.println("self-check failed: " + failure));
        return Main.FAILED;
    }

    /** Each failure as {@code resource: what is wrong}; empty when every resource passed. */
    List<String> failures() {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        List<String> names;
        try {
            names = source.names();
        } catch (IOException | RuntimeException e) {
            return List.of("cannot list the module's resources: " + e);
        }
        for (String name : names) {
            ResourceCheck check = checkFor(name);
            if (check == null) {
                continue;
            }
            checked++;
            try {
                check.check(new ResourceSource.Resource(name, source));
            } catch (Exception | LinkageError e) {
                failures.add(name + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        }
        if (checked == 0) {
            failures.add("no resources found to check: the module lists none of "
                    + String.join(", ", checks.keySet()));
        }
        return failures;
    }

    private ResourceCheck checkFor(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 || name.lastIndexOf('/') > dot ? null : checks.get(name.substring(dot));
    }
}
