package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.DiscLook;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;

/**
 * Keeps the board in step with the screen's {@link PlayViewModel}: the board is the stage its
 * {@link MoveAnimations} shows the positions on, one falling disc at a time; clicks and keys go to
 * {@link PlayViewModel#play}, and a full column it refuses shakes. The discs' looks follow the lineup, and the
 * disc over the board previews a person's move.
 */
final class BoardBinding implements MoveAnimations.Stage {
    private final BoardView board;
    private final GameSession session;
    private PlayViewModel model;
    private final ChangeListener<Lineup> onLineup = (obs, old, lineup) -> applyLooks(lineup);
    private final InvalidationListener onTurn = obs -> updatePreview();

    BoardBinding(BoardView board, GameSession session, SoundPlayer sound) {
        this.board = board;
        this.session = session;
        applyLooks(session.getLineup());
        board.animationSpeedProperty().set(0); // the first position shows at once
        board.setOnDiscLanded(player -> sound.play(player == Player.FIRST ? Sound.LAND_FIRST : Sound.LAND_SECOND));
    }

    /** Binds the board to {@code model}, whose first position it has just shown, at {@code speed} from now on. */
    void bind(PlayViewModel model, double speed) {
        this.model = model;
        board.animationSpeedProperty().set(speed);
        board.hintColumnProperty().bind(model.hintColumnProperty());
        board.setOnColumnChosen(this::play);
        session.lineupProperty().addListener(onLineup);
        session.stateProperty().addListener(onTurn);
        session.pausedProperty().addListener(onTurn);
        model.moves().animatingProperty().addListener(onTurn);
        updatePreview();
    }

    /** Shows {@code position}; after a lost turn, with a ring on every disc the other side dropped since. */
    @Override
    public void show(GamePosition position, Runnable settled) {
        board.ringedDiscsProperty().set(LostTurn.in(position, session)
                .map(lost -> Math.max(1, lost.discsSince())).orElse(1));
        board.show(position, settled);
        updatePreview(); // between two people the state stays "to move" and, without animation, nothing else says so
    }

    void play(int column) {
        if (model.play(column) == Refusal.COLUMN_FULL) {
            board.shake(column);
        }
    }

    void dispose() {
        board.hintColumnProperty().unbind();
        session.lineupProperty().removeListener(onLineup);
        session.stateProperty().removeListener(onTurn);
        session.pausedProperty().removeListener(onTurn);
        model.moves().animatingProperty().removeListener(onTurn);
        board.stopAnimations();
    }

    private void applyLooks(Lineup lineup) {
        board.setLooks(DiscLook.of(lineup, Player.FIRST), DiscLook.of(lineup, Player.SECOND));
    }

    private void updatePreview() {
        boolean humanTurn = session.getState() == SessionState.HUMAN_TO_MOVE && !session.isPaused();
        board.previewPlayerProperty().set(humanTurn ? session.getPosition().toMove() : null);
    }
}
