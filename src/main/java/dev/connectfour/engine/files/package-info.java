/**
 * The game's files, apart from what is in them: where they live ({@link dev.connectfour.engine.files.ConfigDirectory})
 * and writing one whole or not at all ({@link dev.connectfour.engine.files.AtomicFile}, read back as a
 * {@link dev.connectfour.engine.files.LoadResult}). Pure Java, here so that the window's stores ({@code game.store}) and
 * the command-line tools ({@code cli}, through {@code net.lobby}) keep their files in the same directory the same way.
 */
package dev.connectfour.engine.files;
