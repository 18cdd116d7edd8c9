package dev.connectfour.ui.network;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.lobby.NetworkMemory;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The match the player would host, as the network screen's choices show it: the move clock (on or off, and its
 * seconds, kept while it is off), who starts, and the board. They start from what the player last hosted with
 * (kept in the {@link NetworkMemory}, so also in a later run) and the board last chosen on a set-up screen.
 */
public final class HostChoices {
    private final BooleanProperty timed = new SimpleBooleanProperty(this, "timed", true);
    private final IntegerProperty clockSeconds = new SimpleIntegerProperty(this, "clockSeconds",
            GameSettings.DEFAULT_MOVE_CLOCK_SECONDS);
    private final ObjectProperty<StarterRule> starter = new SimpleObjectProperty<>(this, "starter",
            StarterRule.ALTERNATE);
    private final ObjectProperty<BoardSize> board = new SimpleObjectProperty<>(this, "board");

    private final NetworkPreferences preferences;
    private final NetworkMemory memory;

    HostChoices(NetworkPreferences preferences, NetworkMemory memory) {
        this.preferences = preferences;
        this.memory = memory;
        board.set(preferences.board());
        memory.lastHosted().ifPresent(last -> {
            timed.set(last.timed());
            clockSeconds.set(last.clockSeconds());
            starter.set(last.starter());
        });
    }

    /** The match these choices host, remembered as the choices to start from next time. */
    MatchSettings host() {
        memory.rememberHosted(new NetworkMemory.Hosted(timed.get(), clockSeconds.get(), starter.get()));
        preferences.rememberBoard(board.get());
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
