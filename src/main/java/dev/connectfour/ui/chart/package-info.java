/**
 * Charts more than one screen shows: {@link dev.connectfour.ui.chart.RatingChart}, a rating over time (the game
 * rating in the statistics, the puzzle rating in the Puzzles screen's progress). Shared by the screens; uses the
 * scene graph and the shared strings only, no screen and no session.
 */
package dev.connectfour.ui.chart;
