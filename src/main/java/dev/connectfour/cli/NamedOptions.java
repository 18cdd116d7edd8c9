package dev.connectfour.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code --name value} options of one command, checked against the names it accepts. */
final class NamedOptions {
    private final Map<String, String> values = new HashMap<>();

    private NamedOptions() {
    }

    /**
     * Reads {@code --name value} pairs (also {@code --name=value}).
     *
     * @param flags names that take no value; they read as {@code "true"}
     * @throws UsageException for an unknown name, a missing value or a stray argument
     */
    static NamedOptions parse(List<String> args, Set<String> names, Set<String> flags) throws UsageException {
        NamedOptions options = new NamedOptions();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new UsageException("unexpected argument '" + arg + "'");
            }
            String name = arg.substring(2);
            String value = null;
            int equals = name.indexOf('=');
            if (equals >= 0) {
                value = name.substring(equals + 1);
                name = name.substring(0, equals);
            }
            if (flags.contains(name)) {
                if (value != null) {
                    throw new UsageException("option --" + name + " takes no value");
                }
                value = "true";
            } else if (names.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException("option --" + name + " needs a value");
                    }
                    value = args.get(++i);
                }
            } else {
                throw new UsageException("unknown option '--" + name + "'");
            }
            if (options.values.put(name, value) != null) {
                throw new UsageException("option --" + name + " given twice");
            }
        }
        return options;
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    String get(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    String require(String name) throws UsageException {
        String value = values.get(name);
        if (value == null) {
            throw new UsageException("option --" + name + " is required");
        }
        return value;
    }

    long getLong(String name, long fallback, long min, long max) throws UsageException {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            long number = Long.parseLong(value.trim());
            if (number < min || number > max) {
                throw new UsageException("option --" + name + " must be " + min + " to " + max + ", was " + number);
            }
            return number;
        } catch (NumberFormatException e) {
            throw new UsageException("option --" + name + " needs a whole number, was '" + value + "'");
        }
    }

    int getInt(String name, int fallback, int min, int max) throws UsageException {
        return (int) getLong(name, fallback, min, max);
    }
}
