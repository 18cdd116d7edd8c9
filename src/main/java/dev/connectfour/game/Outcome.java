package dev.connectfour.game;

/** A finished game seen from one seat. */
public enum Outcome {
    WON,
    DRAWN,
    LOST
}
