/**
 * The perfect-play search: the {@link dev.connectfour.engine.search.Solver} and what it is made of
 * (transposition tables, move ordering, the search for packed boards). Uses {@code engine.board} only.
 */
package dev.connectfour.engine.search;
