package dev.connectfour.net.wire;

import java.util.regex.Pattern;

/** The rules for the free text a player types: display names and chat lines. Plain text, never interpreted. */
public final class Text {
    /** The longest display name, in characters (after trimming). */
    public static final int MAX_NAME_LENGTH = 20;
    /** The longest chat message, in characters (after cleaning). */
    public static final int MAX_CHAT_LENGTH = 200;

    /** Control characters (C0, DEL, C1), line and paragraph separators, and bidirectional overrides. */
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]");

    private Text() {
    }

    /**
     * A display name: trimmed, 1 to {@value #MAX_NAME_LENGTH} characters, without control characters.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static String name(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a name is required");
        }
        String name = text.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("the name is empty");
        }
        if (name.codePointCount(0, name.length()) > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("the name is longer than " + MAX_NAME_LENGTH + " characters");
        }
        if (CONTROL.matcher(name).find()) {
            throw new IllegalArgumentException("the name holds control characters");
        }
        return name;
    }

    /** A chat line as shown: control characters removed, trimmed, cut to {@value #MAX_CHAT_LENGTH} characters. */
    public static String chat(String text) {
        String clean = CONTROL.matcher(text).replaceAll("").strip();
        if (clean.length() > MAX_CHAT_LENGTH) {
            int end = MAX_CHAT_LENGTH;
            if (Character.isHighSurrogate(clean.charAt(end - 1))) {
                end--;
            }
            clean = clean.substring(0, end).strip();
        }
        return clean;
    }
}
