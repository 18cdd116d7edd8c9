package dev.connectfour.ui.play;

import dev.connectfour.ui.board.BoardView;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.scene.layout.StackPane;

/** What the game screen's view models ask of the screen: its questions and the board's focus. */
record ScreenUi(ConfirmOverlay confirm, BoardView board) implements PlayViewModel.Ui {
    /**
     * The screen's questions over {@code host}, after which the board has the focus again.
     *
     * @param dialog what a question holds while it is open (see {@link ConfirmOverlay}): run as it opens, and its
     *               answer when it goes
     */
    static ScreenUi over(StackPane host, Supplier<Runnable> dialog, ResourceBundle strings, BoardView board) {
        return new ScreenUi(new ConfirmOverlay(host, dialog, strings, board::requestFocus), board);
    }

    @Override
    public void ask(String questionKey, String yesKey, Runnable yes) {
        confirm.ask(questionKey, yesKey, yes);
    }

    @Override
    public void focusBoard() {
        board.requestFocus();
    }

    /** Closes an open question as "Keep playing" would. */
    void close() {
        confirm.close();
    }
}
