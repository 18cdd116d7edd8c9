package dev.connectfour.game.session;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer to a command of {@link GameSession}: accepted, or refused with a {@link Refusal} the UI
 * can show. Commands never throw for a move a player could attempt.
 */
public final class CommandResult {
    private static final CommandResult ACCEPTED = new CommandResult(null);

    private final Refusal refusal;

    private CommandResult(Refusal refusal) {
        this.refusal = refusal;
    }

    /** The command was carried out. */
    public static CommandResult accepted() {
        return ACCEPTED;
    }

    /** The command was refused and changed nothing. */
    public static CommandResult refused(Refusal refusal) {
        return new CommandResult(Objects.requireNonNull(refusal, "refusal"));
    }

    public boolean isAccepted() {
        return refusal == null;
    }

    /** Why the command was refused; empty if it was accepted. */
    public Optional<Refusal> refusal() {
        return Optional.ofNullable(refusal);
    }

    /** The English message of the refusal; empty if the command was accepted. */
    public String message() {
        return refusal == null ? "" : refusal.defaultMessage();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CommandResult that && this.refusal == that.refusal;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(refusal);
    }

    @Override
    public String toString() {
        return refusal == null ? "accepted" : "refused: " + refusal;
    }
}
