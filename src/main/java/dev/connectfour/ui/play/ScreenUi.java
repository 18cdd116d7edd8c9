package dev.connectfour.ui.play;

import dev.connectfour.ui.board.BoardView;

/** What the game screen's view models ask of the screen: its questions and the board's focus. */
record ScreenUi(ConfirmOverlay confirm, BoardView board) implements PlayViewModel.Ui {
    @Override
    public void ask(String questionKey, String yesKey, Runnable yes) {
        confirm.ask(questionKey, yesKey, yes);
    }

    @Override
    public void focusBoard() {
        board.requestFocus();
    }
}
