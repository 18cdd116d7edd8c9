/**
 * The engine: positions and rules ({@code board}), the perfect-play search ({@code search}), the
 * opening book ({@code book}), the computer players ({@code players}) and the judging of moves
 * ({@code analysis}); this package itself only tells the build's version.
 * Pure Java: nothing here imports JavaFX or the {@code game} and {@code ui} packages.
 * The rooms depend one way: {@code board} <- {@code search} <- {@code book} <- {@code players}
 * and {@code analysis}.
 */
package dev.connectfour.engine;
