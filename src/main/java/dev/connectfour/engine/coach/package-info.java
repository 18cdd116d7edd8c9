/**
 * The coach: why a move is a mistake, in Victor Allis' named ideas (threats, double threats, odd and
 * even threats, zugzwang, claimeven, baseinverse, vertical, aftereven), and only what it can prove.
 * {@link dev.connectfour.engine.coach.Facts} are the facts of a position;
 * {@link dev.connectfour.engine.coach.Coach} turns a move into an {@link dev.connectfour.engine.coach.Explanation},
 * which {@link dev.connectfour.engine.coach.ExplanationCheck} verifies before it is shown (a strategy
 * claim by a {@link dev.connectfour.engine.coach.StrategyProof}: a solve in which the side said to win
 * or hold plays only as the named rule says, against every defence; for a
 * {@link dev.connectfour.engine.coach.Combination} of rules, a {@link dev.connectfour.engine.coach.PairsProof}). Pure Java; uses
 * {@code engine.board} and {@code engine.analysis} (the solver's values, through an {@link dev.connectfour.engine.coach.Oracle}).
 */
package dev.connectfour.engine.coach;
