package dev.connectfour.ui.navigation;

import dev.connectfour.game.Mode;

/** The screens a player can be shown; which controller makes each is registered by the application. */
public enum ScreenId {
    MENU(false),
    ONE_PLAYER_SET_UP(false),
    TWO_PLAYERS_SET_UP(false),
    WATCH_SET_UP(false),
    /** Two players on two computers: host a game or join one. */
    NETWORK_SET_UP(false),
    /** The game screen, always about one game session. */
    PLAY(false),
    /** The review of one game, visited from it. */
    REVIEW(true),
    SETTINGS(true),
    STATISTICS(false),
    /** The puzzles: the player's rating, today's puzzle, and one puzzle at a time. */
    PUZZLES(false),
    HELP(true),
    ;

    private final boolean keepsGameWaiting;

    ScreenId(boolean keepsGameWaiting) {
        this.keepsGameWaiting = keepsGameWaiting;
    }

    /**
     * Whether a game left for this screen waits, paused, to come back to with {@link Navigation#back()};
     * going anywhere else ends it.
     */
    public boolean keepsGameWaiting() {
        return keepsGameWaiting;
    }

    /** The set-up screen of {@code mode}. */
    public static ScreenId setUpOf(Mode mode) {
        return switch (mode) {
            case ONE_PLAYER -> ONE_PLAYER_SET_UP;
            case TWO_PLAYERS -> TWO_PLAYERS_SET_UP;
            case WATCH -> WATCH_SET_UP;
            case NETWORK -> NETWORK_SET_UP;
        };
    }
}
