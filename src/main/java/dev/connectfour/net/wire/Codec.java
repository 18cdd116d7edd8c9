package dev.connectfour.net.wire;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.Map;

/**
 * One message per line, as JSON: an object whose {@code type} picks one of the fixed {@link Message} records; its
 * other members are that record's fields. Nothing else is ever instantiated from the input. Unknown members are
 * ignored (a later minor revision may add some); a member of the wrong JSON type, a missing required member, a
 * value out of bounds, an unknown {@code type} or anything but one strict JSON object is a {@link ProtocolException}.
 * Thread-safe.
 */
public final class Codec {
    private static final Map<String, Class<? extends Message>> TYPES = Map.ofEntries(
            Map.entry("hello", Message.Hello.class),
            Map.entry("welcome", Message.Welcome.class),
            Map.entry("resume", Message.Resume.class),
            Map.entry("move", Message.Move.class),
            Map.entry("turn_lost", Message.TurnLost.class),
            Map.entry("chat", Message.Chat.class),
            Map.entry("resign", Message.Resign.class),
            Map.entry("rematch", Message.Rematch.class),
            Map.entry("start", Message.Start.class),
            Map.entry("ping", Message.Ping.class),
            Map.entry("pong", Message.Pong.class),
            Map.entry("bye", Message.Bye.class));

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().disableJdkUnsafe().create();
    private static final TypeAdapter<JsonElement> TREE = GSON.getAdapter(JsonElement.class);

    private Codec() {
    }

    /** The wire name of a message's type, e.g. {@code turn_lost}. */
    public static String type(Message message) {
        return TYPES.entrySet().stream().filter(entry -> entry.getValue() == message.getClass())
                .map(Map.Entry::getKey).findFirst().orElseThrow();
    }

    /** The line for a message, without the line feed: {@code type} first, absent fields left out. */
    public static String encode(Message message) {
        JsonObject line = new JsonObject();
        line.addProperty("type", type(message));
        GSON.toJsonTree(message).getAsJsonObject().entrySet().forEach(field -> line.add(field.getKey(), field.getValue()));
        return GSON.toJson(line);
    }

    /** The message of one line (without its line feed), checked field by field. */
    public static Message decode(String line) throws ProtocolException {
        JsonObject object;
        try {
            JsonReader reader = strictReader(line);
            JsonElement element = TREE.read(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new ProtocolException("not one JSON object: something follows it");
            }
            if (element == null || !element.isJsonObject()) {
                throw new ProtocolException("not a JSON object");
            }
            object = element.getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new ProtocolException("not JSON: " + brief(e));
        }
        JsonElement type = object.get("type");
        if (type == null || !type.isJsonPrimitive() || !type.getAsJsonPrimitive().isString()) {
            throw new ProtocolException("type: missing");
        }
        Class<? extends Message> recordType = TYPES.get(type.getAsString());
        if (recordType == null) {
            throw new ProtocolException("type: unknown");
        }
        Message message;
        try {
            // From the text again, not from the tree: the tree would truncate 1.5 to the int 1.
            message = GSON.getAdapter(recordType).read(strictReader(line));
        } catch (IOException | RuntimeException e) {
            throw new ProtocolException(type.getAsString() + ": malformed field: " + brief(e));
        }
        message.validate();
        return message;
    }

    private static JsonReader strictReader(String line) {
        JsonReader reader = new JsonReader(new StringReader(line));
        reader.setStrictness(Strictness.STRICT);
        return reader;
    }

    /** The first line of an exception's message, cut short: it is sent back and must stay within the bounds. */
    private static String brief(Exception e) {
        String text = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return text.length() > 100 ? text.substring(0, 100) : text;
    }
}
