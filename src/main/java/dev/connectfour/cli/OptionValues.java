package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The option values the commands share that picocli does not know: a computer's level and a board size. */
final class OptionValues {
    private OptionValues() {
    }

    /** {@code easy}, {@code medium}, {@code hard}, {@code random}, {@code depth:N} or a ladder rung {@code rung:K}. */
    static final class Level implements ITypeConverter<ComputerLevel> {
        @Override
        public ComputerLevel convert(String text) {
            try {
                return ComputerLevel.parse(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** A board size written {@code WxH}, for example {@code 7x6}. */
    static final class Size implements ITypeConverter<BoardSize> {
        @Override
        public BoardSize convert(String text) {
            String[] parts = text.split("x", -1);
            try {
                if (parts.length == 2) {
                    return new BoardSize(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
                }
            } catch (NumberFormatException e) {
                // reported below
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("bad board size '" + text + "': " + e.getMessage());
            }
            throw new TypeConversionException("bad board size '" + text + "': expected WIDTHxHEIGHT, for example 7x6");
        }
    }
}
