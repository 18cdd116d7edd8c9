package dev.connectfour.ui.network;

import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import dev.connectfour.ui.BoardChoice;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.WholeNumberSpinner;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.control.Spinner;
import org.controlsfx.control.SegmentedButton;

/**
 * The screen's choices, filled from the view model and written back to it: host or join, and the match to host
 * (clock and its seconds, who starts, the board).
 */
final class MatchChoicesView {
    private MatchChoicesView() {
    }

    static void bind(NetworkViewModel model, ResourceBundle resources, SegmentedButton role, Spinner<Integer> seconds,
                     SegmentedButton clock, SegmentedButton starter, SegmentedButton size) {
        Choices.fill(role, List.of(Role.values()), value -> resources.getString("role." + value),
                model.roleProperty().get(), model.roleProperty()::set);
        HostChoices match = model.hostChoices();
        WholeNumberSpinner.fill(seconds, 1, MatchSettings.MAX_MOVE_CLOCK_SECONDS, match.clockSecondsProperty().get(),
                model::refuseClockSeconds);
        seconds.valueProperty().addListener((obs, old, value) -> match.clockSecondsProperty().set(value));
        seconds.disableProperty().bind(match.timedProperty().not());
        Choices.fill(clock, List.of(false, true), timed -> resources.getString(timed ? "timed" : "untimed"),
                match.timedProperty().get(), match.timedProperty()::set);
        Choices.fill(starter, List.of(StarterRule.values()), rule -> resources.getString("starter." + rule),
                match.starterProperty().get(), match.starterProperty()::set);
        BoardChoice.fill(size, resources, match.boardProperty().get(), match.boardProperty()::set);
    }
}
