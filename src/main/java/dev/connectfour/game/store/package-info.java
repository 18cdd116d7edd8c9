/**
 * What is kept on the disk: the settings directory ({@link dev.connectfour.game.store.ConfigDirectory}),
 * the statistics ({@link dev.connectfour.game.store.StatisticsStore}) and saved games
 * ({@link dev.connectfour.game.store.SavedGame}, {@link dev.connectfour.game.store.SavedGameStore}), each
 * file written whole or not at all ({@link dev.connectfour.game.store.AtomicFile}). Uses {@code game},
 * {@code game.stats} and {@code game.session}.
 */
package dev.connectfour.game.store;
