package dev.connectfour.engine.players;

/**
 * How a rung of the {@link Ladder} between the named levels plays: a win-lines look-ahead of fixed
 * depth whose root moves are drawn with a temperature, perfect from a number of discs on. Every
 * limit is a count (plies, discs), never a time: a busy machine plays the same game, only slower.
 *
 * @param depth            the look-ahead in plies, 0 to {@link ComputerLevel#MAX_DEPTH}; at 0 the
 *                         player sees only its own win in one and the lines a move opens (it does not
 *                         block)
 * @param temperature      in win-lines points, at least 0: a move scoring {@code d} points below the
 *                         best is played {@code e^(-d/temperature)} times as often as the best; 0 plays
 *                         only the best. Moves the look-ahead sees losing are avoided while another
 *                         move is not.
 * @param perfectFromDiscs from this many discs on the player plays only moves that keep the position's
 *                         outcome, from the book or a solve (it stops missing threats beyond its
 *                         horizon); 0 never
 */
record RungStyle(int depth, double temperature, int perfectFromDiscs) {
    RungStyle {
        if (depth < 0 || depth > ComputerLevel.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 0 to " + ComputerLevel.MAX_DEPTH + ", was " + depth);
        }
        if (!(temperature >= 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("temperature must be finite and at least 0, was " + temperature);
        }
        if (perfectFromDiscs < 0) {
            throw new IllegalArgumentException("perfectFromDiscs must be at least 0, was " + perfectFromDiscs);
        }
    }
}
