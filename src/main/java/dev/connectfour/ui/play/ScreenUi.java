package dev.connectfour.ui.play;

import dev.connectfour.ui.board.BoardView;

/** What the {@link PlayViewModel} asks of the game screen: its questions, its message line, the board's focus. */
record ScreenUi(ConfirmOverlay confirm, Notices notices, BoardView board) implements PlayViewModel.Ui {
    @Override
    public void ask(String questionKey, String yesKey, Runnable yes) {
        confirm.ask(questionKey, yesKey, yes);
    }

    @Override
    public void notify(String text, boolean thisTurn) {
        if (thisTurn) {
            notices.showForThisTurn(text);
        } else {
            notices.show(text);
        }
    }

    @Override
    public void focusBoard() {
        board.requestFocus();
    }
}
