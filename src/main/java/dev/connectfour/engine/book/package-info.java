/**
 * The opening book: the outcome of every position of the opening (its outcome layer), the exact score
 * of the earliest ones (its exact layer) and Hard's own lines, read from the shipped resource; the
 * solver's answers taken from it ({@link dev.connectfour.engine.book.BookedSolver}); and its
 * verification against the solver. Uses {@code engine.board} and {@code engine.search}.
 */
package dev.connectfour.engine.book;
