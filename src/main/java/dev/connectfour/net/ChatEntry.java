package dev.connectfour.net;

import java.util.Objects;

/**
 * One line of a match's chat: who wrote it and what (plain text, cleaned, at most
 * {@link Match#MAX_CHAT_LENGTH} characters).
 */
public record ChatEntry(Side from, String text) {
    public ChatEntry {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(text, "text");
    }
}
