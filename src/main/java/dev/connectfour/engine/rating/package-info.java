/**
 * The player's ratings: Glicko-2, shared by the puzzle rating and the game rating. Pure Java, no other package.
 */
package dev.connectfour.engine.rating;
