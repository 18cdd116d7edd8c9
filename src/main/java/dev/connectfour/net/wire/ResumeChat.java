package dev.connectfour.net.wire;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.TypeAdapter;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The chat of a match as a {@code resume} carries it (its optional {@code chat} member): the last lines, oldest
 * first, each {@code {"from":"host"|"guest","text":"…"}}. So a guest that rejoins, even one started afresh, has the
 * chat the host has.
 *
 * <p>Read leniently, unlike every other field: the chat is a courtesy, and a peer's bad chat must not cost the game
 * that comes with it. A line that is not such an object, names no side, or whose text is over
 * {@value Text#MAX_CHAT_LENGTH} characters or empty once cleaned is left out and counted in {@link #unreadable()};
 * a {@code chat} that is not an array counts as one unreadable line; beyond {@value #MAX_LINES} lines the oldest
 * are left out and counted. The texts kept are cleaned as a chat message is ({@link Text#chat}).
 *
 * @param lines      the lines, oldest first, at most {@value #MAX_LINES}
 * @param unreadable how many lines the sender sent that could not be read (0 when sending)
 */
@JsonAdapter(ResumeChat.Adapter.class)
public record ResumeChat(List<Line> lines, int unreadable) {
    /** The most lines a resume carries and a reader keeps; the line's 4096 bytes may hold fewer. */
    public static final int MAX_LINES = 50;

    /** One chat line: who wrote it ({@code host} or {@code guest}) and what. */
    public record Line(String from, String text) {
        public Line {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(text, "text");
        }
    }

    public ResumeChat {
        lines = List.copyOf(lines);
        if (lines.size() > MAX_LINES) {
            throw new IllegalArgumentException("at most " + MAX_LINES + " lines, not " + lines.size());
        }
    }

    /** Reads any JSON value without throwing on its content; writes the lines only. */
    static final class Adapter extends TypeAdapter<ResumeChat> {
        private static final TypeAdapter<JsonElement> TREE = new Gson().getAdapter(JsonElement.class);

        @Override
        public void write(JsonWriter out, ResumeChat chat) throws IOException {
            if (chat == null) {
                out.nullValue();
                return;
            }
            out.beginArray();
            for (Line line : chat.lines()) {
                out.beginObject().name("from").value(line.from()).name("text").value(line.text()).endObject();
            }
            out.endArray();
        }

        @Override
        public ResumeChat read(JsonReader in) throws IOException {
            JsonElement element = TREE.read(in);
            if (element == null || element.isJsonNull()) {
                return null;
            }
            if (!element.isJsonArray()) {
                return new ResumeChat(List.of(), 1);
            }
            List<Line> lines = new ArrayList<>();
            int unreadable = 0;
            for (JsonElement entry : element.getAsJsonArray()) {
                Line line = line(entry);
                if (line == null) {
                    unreadable++;
                } else {
                    lines.add(line);
                }
            }
            int extra = Math.max(0, lines.size() - MAX_LINES);
            return new ResumeChat(lines.subList(extra, lines.size()), unreadable + extra);
        }

        /** The line, or null if it is not one. */
        private static Line line(JsonElement entry) {
            if (!entry.isJsonObject()) {
                return null;
            }
            JsonObject object = entry.getAsJsonObject();
            String from = string(object.get("from"));
            String text = string(object.get("text"));
            if (from == null || !Message.SIDES.contains(from) || text == null || text.length() > Text.MAX_CHAT_LENGTH) {
                return null;
            }
            String clean = Text.chat(text);
            return clean.isEmpty() ? null : new Line(from, clean);
        }

        private static String string(JsonElement value) {
            return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()
                    ? value.getAsString() : null;
        }
    }
}
