package dev.connectfour.ui.sound;

/** The game's sound effects, each synthesised by {@link SoundSynth}. */
public enum Sound {
    /** A first-player disc landing: a deeper knock. */
    LAND_FIRST,
    /** A second-player disc landing: a brighter knock. */
    LAND_SECOND,
    /** A refused move, such as a full column. */
    BAD_MOVE,
    WIN,
    LOSS,
    DRAW,
    NEW_GAME,
    /** One tick of the move clock in its last seconds. */
    CLOCK_TICK
}
