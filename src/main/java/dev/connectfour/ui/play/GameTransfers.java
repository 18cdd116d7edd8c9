package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.navigation.Games;

/**
 * The game in and out of the screen: copied and pasted as moves, saved to and opened from a file. A
 * pasted or opened game replaces one in progress only if the player says so; a bad one changes nothing. Nothing
 * replaces a game that does not allow it ({@code Capabilities#mayReplace}: a network game is played out, or left).
 */
final class GameTransfers {
    private final GameSession session;
    private final Games games;
    private final PositionClipboard clipboard;
    private final GameFiles files;
    private final ConfirmOverlay confirm;
    private final Runnable refuseLeftOut;

    /** @param refuseLeftOut tells the player that this game leaves something out: here, being replaced */
    GameTransfers(GameSession session, Games games, PositionClipboard clipboard, GameFiles files, ConfirmOverlay confirm,
                  Runnable refuseLeftOut) {
        this.session = session;
        this.games = games;
        this.clipboard = clipboard;
        this.files = files;
        this.confirm = confirm;
        this.refuseLeftOut = refuseLeftOut;
    }

    /** Ctrl+C: the position's move string to the clipboard. */
    void copy() {
        clipboard.copy(session.getPosition());
    }

    /** Ctrl+V: a new game with the same settings (and the analysis as it was) from the pasted move string. */
    void paste() {
        if (refusedReplacing()) {
            return;
        }
        clipboard.pasted().ifPresent(position -> confirm.unlessInProgress("confirm.paste", "confirm.replace",
                () -> games.startGameFrom(session.settings(), position, session.getLineup().starter())));
    }

    private boolean refusedReplacing() {
        if (session.capabilities().mayReplace()) {
            return false;
        }
        refuseLeftOut.run();
        return true;
    }

    /** Ctrl+S: the game to a file the player chooses. */
    void save() {
        files.save(session);
    }

    /** Ctrl+O: a saved game from a file the player chooses. */
    void open() {
        if (refusedReplacing()) {
            return;
        }
        files.open().ifPresent(game -> confirm.unlessInProgress("confirm.open", "confirm.replace",
                () -> games.startSavedGame(game)));
    }
}
