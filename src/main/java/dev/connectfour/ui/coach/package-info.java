/**
 * The coach as the screens show it, shared by them (the review's "Why?", the hint's "Why this move?", the help's
 * Ideas page): its words in the player's language ({@link dev.connectfour.ui.coach.CoachWords}), the cells they mark,
 * and the section of the Ideas page each explanation links to ({@link dev.connectfour.ui.coach.IdeaTopic}). Uses the
 * engine's coach, {@code ui.analysis}'s results and {@code ui.board}'s marks; no screen.
 */
package dev.connectfour.ui.coach;
