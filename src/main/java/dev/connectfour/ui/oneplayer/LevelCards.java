package dev.connectfour.ui.oneplayer;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.GameSettings;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.stream.Stream;

/** What the level's card says on the one-player set-up, and which level each level button stands for. */
final class LevelCards {
    /** The card rounds a rung's rating to this step: measured within tens of points, "about 1903" would overstate it. */
    static final int RATING_STEP = 50;

    private LevelCards() {
    }

    /**
     * What the card says of a level: how it plays, its rating (the ladder's, measured on the standard board
     * only), and the move clock; Hard's says what its clock does, on and off (the switch shows which).
     */
    static String of(ResourceBundle resources, GameSettings draft, ComputerLevel level, int clockSeconds) {
        ComputerLevel.Kind kind = level.kind();
        // Hard's opening book is for the standard board only: elsewhere it searches within its time
        String card = kind == ComputerLevel.Kind.HARD && !draft.isStandardBoard()
                ? Texts.format(resources, "card.hard.variant", Texts.board(resources, draft.boardSize()))
                : resources.getString("card." + (kind == ComputerLevel.Kind.RUNG ? Ladder.rung(level.depth()).name()
                        : kind.name().toLowerCase(Locale.ROOT)));
        String rating = Ladder.rungOf(level).filter(rung -> draft.isStandardBoard())
                .map(rung -> " " + Texts.format(resources, "card.rating", shownRating(rung))).orElse("");
        if (kind == ComputerLevel.Kind.HARD) {
            return card + rating + " " + Texts.format(resources, "card.hard.clock", GameSettings.DEFAULT_MOVE_CLOCK_SECONDS);
        }
        return Texts.format(resources, "card.format", card + rating, clockSeconds);
    }

    static long shownRating(Ladder.Rung rung) {
        return Math.round((double) rung.rating() / RATING_STEP) * RATING_STEP;
    }

    /** Every description the card can show on {@code draft}'s board, for its steady height. */
    static List<String> every(ResourceBundle resources, GameSettings draft) {
        return Stream.concat(Ladder.rungs().stream().map(Ladder.Rung::level), Stream.of(ComputerLevel.custom(1)))
                .map(level -> of(resources, draft, level, 0)).toList();
    }

    /** The level a level button stands for: Easy, Medium, Hard, or the custom depth at {@code depth}. */
    static ComputerLevel levelOf(ComputerLevel.Kind kind, int depth) {
        return switch (kind) {
            case EASY -> ComputerLevel.EASY;
            case HARD -> ComputerLevel.HARD;
            case CUSTOM -> ComputerLevel.custom(depth);
            default -> ComputerLevel.MEDIUM;
        };
    }
}
