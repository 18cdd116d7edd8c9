/**
 * Where and when the session's work runs: the {@link dev.connectfour.game.concurrent.BackgroundExecutor}
 * for the computer's search ({@link dev.connectfour.game.concurrent.FxBackgroundExecutor}, a
 * {@code javafx.concurrent.Task} on a daemon thread) and its {@link dev.connectfour.game.concurrent.Cancellable}
 * handles, the {@link dev.connectfour.game.concurrent.Ticker} that calls back while timed work is due, and
 * the monotonic {@link dev.connectfour.game.concurrent.TimeSource}. Tests replace each with a manual one.
 * Uses nothing else in the game; {@code javafx.concurrent} only.
 */
package dev.connectfour.game.concurrent;
