package dev.connectfour.ui.network;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.ui.preferences.InternetServer;
import dev.connectfour.ui.preferences.LiveSettings;

/** What the screen keeps between visits, and where it plays. */
public interface NetworkPreferences {
    String name();

    BoardSize board();

    /** The network interface to use (a name or an address; blank: all). */
    String networkInterface();

    /** The Internet server set in the settings, and its login. */
    InternetServer internetServer();

    void rememberName(String name);

    /** Keeps {@code board} as the board last chosen on a set-up screen, offered first by each. */
    void rememberBoard(BoardSize board);

    /** The settings, with {@code --network-interface} (null if not given) over the one they choose. */
    static NetworkPreferences of(LiveSettings settings, String interfaceOverride) {
        return new NetworkPreferences() {
            @Override
            public String name() {
                return settings.get().networkName();
            }

            @Override
            public BoardSize board() {
                return settings.get().lastBoardSize();
            }

            @Override
            public String networkInterface() {
                return interfaceOverride != null ? interfaceOverride : settings.get().networkInterface();
            }

            @Override
            public InternetServer internetServer() {
                return settings.get().internetServer();
            }

            @Override
            public void rememberName(String name) {
                settings.update(settings.get().withNetworkName(name));
            }

            @Override
            public void rememberBoard(BoardSize board) {
                settings.update(settings.get().withLastBoardSize(board));
            }
        };
    }
}
