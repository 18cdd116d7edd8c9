/**
 * What is kept on the disk: the statistics ({@link dev.connectfour.game.store.StatisticsStore}) and saved games
 * ({@link dev.connectfour.game.store.SavedGameFormat}, {@link dev.connectfour.game.store.SavedGameStore}), each
 * in the settings directory ({@link dev.connectfour.engine.files.ConfigDirectory}), each file written whole or not at
 * all ({@link dev.connectfour.engine.files.AtomicFile}). Uses {@code game} and {@code game.stats}, never
 * {@code game.session}: it keeps values, whatever plays them.
 */
package dev.connectfour.game.store;
