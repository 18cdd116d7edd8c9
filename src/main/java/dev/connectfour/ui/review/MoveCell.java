package dev.connectfour.ui.review;

import dev.connectfour.game.Replay;
import javafx.scene.control.ListCell;

/** A move of the review's list: its number, who played where, and the mistake mark. */
final class MoveCell extends ListCell<Integer> {
    private final Replay replay;
    private final MistakeMarks marks;
    private final ReviewText texts;

    MoveCell(Replay replay, MistakeMarks marks, ReviewText texts) {
        this.replay = replay;
        this.marks = marks;
        this.texts = texts;
    }

    @Override
    protected void updateItem(Integer turn, boolean empty) {
        super.updateItem(turn, empty);
        getStyleClass().remove("mistake");
        if (empty || turn == null) {
            setText(null);
            return;
        }
        boolean mistake = marks.at(turn).isPresent();
        setText(texts.moveLine(replay.game(), turn, mistake));
        if (mistake) {
            getStyleClass().add("mistake");
        }
    }
}
