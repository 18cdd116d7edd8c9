/**
 * The observable game session: board, turn, clocks, result and history as JavaFX properties.
 * Uses {@code javafx.base} only (properties, collections, {@code javafx.concurrent}); never the scene graph.
 */
package dev.connectfour.game;
