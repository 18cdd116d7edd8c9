/**
 * The offline opening-book generator behind the {@code book generate} command; not part of the
 * runtime engine. Uses the engine only.
 */
package dev.connectfour.cli.book;
