package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import java.util.List;

/** Parsing of option values shared by the commands; every problem is a {@link UsageException}. */
final class Options {
    private Options() {
    }

    /** The value following option {@code name} at {@code index}. */
    static String value(List<String> args, int index, String name) throws UsageException {
        if (index >= args.size()) {
            throw new UsageException("option " + name + " needs a value");
        }
        return args.get(index);
    }

    static long parseLong(String text, String name, long min, long max) throws UsageException {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + name + " needs a number, got '" + text + "'");
        }
        if (value < min || value > max) {
            throw new UsageException("option " + name + " must be " + min + ".." + max + ", got " + value);
        }
        return value;
    }

    /** A board size written {@code WxH}, for example {@code 7x6}. */
    static BoardSize parseSize(String text) throws UsageException {
        String[] parts = text.split("x", -1);
        try {
            if (parts.length == 2) {
                return new BoardSize(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            }
        } catch (NumberFormatException e) {
            // reported below
        } catch (IllegalArgumentException e) {
            throw new UsageException("bad board size '" + text + "': " + e.getMessage());
        }
        throw new UsageException("bad board size '" + text + "': expected WIDTHxHEIGHT, for example 7x6");
    }
}
