package dev.connectfour.game.network;

import java.util.Objects;

/**
 * One line of a network game's chat, shown as plain text.
 *
 * @param name  who wrote it
 * @param text  what they wrote (already trimmed and bounded by the protocol)
 * @param local true if the person here wrote it
 */
public record ChatLine(String name, String text, boolean local) {
    public ChatLine {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }
}
