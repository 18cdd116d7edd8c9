/**
 * The opening book: exact outcomes of the early positions, read from the shipped resource, and
 * their verification against the solver. Uses {@code engine.board} and {@code engine.search}.
 */
package dev.connectfour.engine.book;
