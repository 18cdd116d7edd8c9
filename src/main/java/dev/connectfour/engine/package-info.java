/**
 * The engine: positions, rules, the solver, the opening book and the computer players.
 * Pure Java: nothing here imports JavaFX or the {@code game} and {@code ui} packages.
 */
package dev.connectfour.engine;
