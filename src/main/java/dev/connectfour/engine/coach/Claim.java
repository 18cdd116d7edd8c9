package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Position.Cell;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement of the coach: an idea and the cells it names, in the order {@link Idea} gives. For
 * {@link Idea#CLAIMS} the rule that holds the outcome ({@link Idea#CLAIMEVEN}, {@link Idea#VERTICAL}
 * {@link Idea#BASEINVERSE} or {@link Idea#PAIRS}); empty otherwise.
 */
public record Claim(Idea idea, List<Cell> cells, Optional<Idea> rule) {
    public Claim {
        Objects.requireNonNull(idea, "idea");
        cells = List.copyOf(cells);
        Objects.requireNonNull(rule, "rule");
    }

    static Claim of(Idea idea, List<Cell> cells) {
        return new Claim(idea, cells, Optional.empty());
    }

    static Claim none() {
        return of(Idea.NONE, List.of());
    }

    /** The cells as the {@code explain} line writes them, {@code e3,f4}, or {@code -} for none. */
    public String cellsText() {
        if (cells.isEmpty()) {
            return "-";
        }
        StringBuilder text = new StringBuilder();
        for (Cell cell : cells) {
            text.append(text.isEmpty() ? "" : ",").append(CellNames.name(cell));
        }
        return text.toString();
    }
}
