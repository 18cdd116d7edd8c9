package dev.connectfour.cli;

import dev.connectfour.engine.players.ComputerLevel;

/** Reads a {@code --level} value for the tools. */
final class Levels {
    private Levels() {
    }

    static ComputerLevel parse(String option, String text) throws UsageException {
        try {
            return ComputerLevel.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--" + option + ": " + e.getMessage());
        }
    }
}
