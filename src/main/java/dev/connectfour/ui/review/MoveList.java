package dev.connectfour.ui.review;

import dev.connectfour.game.Replay;
import java.util.stream.IntStream;
import javafx.scene.control.ListView;

/**
 * The review's list of moves. A click in it sets the replay's step, and it follows the step set by the
 * buttons and keys: the replay's step is the one source of truth.
 */
final class MoveList {
    private final ListView<Integer> list;

    MoveList(ListView<Integer> list, Replay replay, MistakeMarks marks, ReviewText texts) {
        this.list = list;
        list.getItems().setAll(IntStream.rangeClosed(1, replay.length()).boxed().toList());
        list.setCellFactory(view -> new MoveCell(replay, marks, texts));
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, turn) -> {
            if (turn != null) {
                replay.go(turn);
            }
        });
    }

    /** Highlights the move that reached {@code step} (none at the start), scrolled into view. */
    void follow(int step) {
        if (step == 0) {
            list.getSelectionModel().clearSelection();
        } else if (!Integer.valueOf(step).equals(list.getSelectionModel().getSelectedItem())) {
            list.getSelectionModel().select(Integer.valueOf(step));
            list.scrollTo(Math.max(0, step - 5));
        }
    }

    /** The mistake marks changed: every line drawn again. */
    void refresh() {
        list.refresh();
    }
}
