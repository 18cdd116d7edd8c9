package dev.connectfour.ui.play;

import dev.connectfour.game.Mode;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.navigation.Games;

/**
 * The game in and out of the screen: copied and pasted as moves, saved to and opened from a file. A
 * pasted or opened game replaces one in progress only if the player says so; a bad one changes nothing. Nothing
 * replaces a network game: it is played out, or left.
 */
final class GameTransfers {
    private final GameSession session;
    private final Games games;
    private final PositionClipboard clipboard;
    private final GameFiles files;
    private final ConfirmOverlay confirm;
    private final Runnable refuseInNetworkGame;

    /** @param refuseInNetworkGame tells the player that a network game cannot be replaced */
    GameTransfers(GameSession session, Games games, PositionClipboard clipboard, GameFiles files, ConfirmOverlay confirm,
                  Runnable refuseInNetworkGame) {
        this.session = session;
        this.games = games;
        this.clipboard = clipboard;
        this.files = files;
        this.confirm = confirm;
        this.refuseInNetworkGame = refuseInNetworkGame;
    }

    /** Ctrl+C: the position's move string to the clipboard. */
    void copy() {
        clipboard.copy(session.getPosition());
    }

    /** Ctrl+V: a new game with the same settings (and the analysis as it was) from the pasted move string. */
    void paste() {
        if (isNetworkGame()) {
            refuseInNetworkGame.run();
            return;
        }
        clipboard.pasted().ifPresent(position -> confirm.unlessInProgress("confirm.paste", "confirm.replace",
                () -> games.startGameFrom(session.settings(), position, session.getLineup().starter())));
    }

    private boolean isNetworkGame() {
        return session.settings().mode() == Mode.NETWORK;
    }

    /** Ctrl+S: the game to a file the player chooses. */
    void save() {
        files.save(session);
    }

    /** Ctrl+O: a saved game from a file the player chooses. */
    void open() {
        if (isNetworkGame()) {
            refuseInNetworkGame.run();
            return;
        }
        files.open().ifPresent(game -> confirm.unlessInProgress("confirm.open", "confirm.replace",
                () -> games.startSavedGame(game)));
    }
}
