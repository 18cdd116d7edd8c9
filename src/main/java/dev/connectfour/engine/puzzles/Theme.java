package dev.connectfour.engine.puzzles;

import java.util.Locale;

/** What a puzzle teaches, tagged by {@link Themes} from the position and its solution, never by hand. */
public enum Theme {
    /** The mover makes two threats at once (side by side, or one on top of the other). */
    DOUBLE_THREAT("double-threat"),
    /** The win comes from a threat the defender must at last play under: zugzwang cashes an odd or even threat. */
    ZUGZWANG("zugzwang"),
    /** The mover stacks three discs in a column with the cell above free. */
    VERTICAL_THREE("vertical-three"),
    /** The first move blocks a cell where the opponent would connect four at once. */
    BLOCK("block"),
    /** The mover drops a disc right under its own threat, giving that cell away on purpose. */
    SACRIFICE("sacrifice"),
    /** The position is in the opening book's range. */
    OPENING("opening");

    private final String id;

    Theme(String id) {
        this.id = id;
    }

    /** The name in the puzzle file and {@code puzzles export}. */
    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException naming the text */
    public static Theme parse(String text) {
        for (Theme theme : values()) {
            if (theme.id.equals(text.toLowerCase(Locale.ROOT))) {
                return theme;
            }
        }
        throw new IllegalArgumentException("unknown theme '" + text + "'");
    }
}
