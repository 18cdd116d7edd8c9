package dev.connectfour.ui.network;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The match the player would host, as the network screen's choices show it: the move clock (on or off, and its
 * seconds, kept while it is off), who starts, and the board.
 */
public final class HostChoices {
    private final BooleanProperty timed = new SimpleBooleanProperty(this, "timed", true);
    private final IntegerProperty clockSeconds = new SimpleIntegerProperty(this, "clockSeconds",
            GameSettings.DEFAULT_MOVE_CLOCK_SECONDS);
    private final ObjectProperty<StarterRule> starter = new SimpleObjectProperty<>(this, "starter",
            StarterRule.ALTERNATE);
    private final ObjectProperty<BoardSize> board = new SimpleObjectProperty<>(this, "board");

    HostChoices(BoardSize board) {
        this.board.set(board);
    }

    /** The match these choices host. */
    MatchSettings match() {
        return new MatchSettings(board.get(), timed.get() ? clockSeconds.get() : 0, starter.get());
    }

    public BooleanProperty timedProperty() {
        return timed;
    }

    public IntegerProperty clockSecondsProperty() {
        return clockSeconds;
    }

    public ObjectProperty<StarterRule> starterProperty() {
        return starter;
    }

    public ObjectProperty<BoardSize> boardProperty() {
        return board;
    }
}
