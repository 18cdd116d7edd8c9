package dev.connectfour.ui.oneplayer;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/** What the level's card says on the one-player set-up. */
final class LevelCards {
    private LevelCards() {
    }

    /** What the card says of a level; Hard's says what its clock does, on and off (the switch shows which). */
    static String of(ResourceBundle resources, GameSettings draft, ComputerLevel.Kind kind, int clockSeconds) {
        // Hard's opening book is for the standard board only: elsewhere it searches within its time
        String card = kind == ComputerLevel.Kind.HARD && !draft.isStandardBoard()
                ? Texts.format(resources, "card.hard.variant", Texts.board(resources, draft.boardSize()))
                : resources.getString("card." + kind.name().toLowerCase(Locale.ROOT));
        if (kind == ComputerLevel.Kind.HARD) {
            return card + " " + Texts.format(resources, "card.hard.clock", GameSettings.DEFAULT_MOVE_CLOCK_SECONDS);
        }
        return Texts.format(resources, "card.format", card, clockSeconds);
    }

    /** Every description the card can show on {@code draft}'s board, for its steady height. */
    static List<String> every(ResourceBundle resources, GameSettings draft, List<ComputerLevel.Kind> kinds) {
        return kinds.stream().map(kind -> of(resources, draft, kind, 0)).toList();
    }
}
