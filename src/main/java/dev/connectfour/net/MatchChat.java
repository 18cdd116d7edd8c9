package dev.connectfour.net;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ResumeChat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A match's chat as one side keeps it: the last {@value ResumeChat#MAX_LINES} lines sent and received, which the
 * host hands a rejoining guest in its {@code resume}, and the rate at which this side may send. Guarded by the
 * match's monitor.
 */
final class MatchChat {
    /** Chat lines a player may send at once, and a second over time; more are dropped (the peer's limit is higher). */
    private static final int SEND_BURST = 5;

    private final RateLimit sendLimit = new RateLimit(SEND_BURST, SEND_BURST);
    private final Deque<ChatEntry> lines = new ArrayDeque<>();

    /** True if this side may send a line now (and counts it). */
    boolean maySend() {
        return sendLimit.tryAcquire();
    }

    void add(Side from, String text) {
        lines.addLast(new ChatEntry(from, text));
        if (lines.size() > ResumeChat.MAX_LINES) {
            lines.removeFirst();
        }
    }

    /** The chat as the host keeps it, replacing this side's: the lines of a resume, oldest first. */
    List<ChatEntry> replaceWith(ResumeChat chat) {
        lines.clear();
        for (ResumeChat.Line line : chat.lines()) {
            lines.addLast(new ChatEntry(Side.valueOf(line.from().toUpperCase(Locale.ROOT)), line.text()));
        }
        return List.copyOf(lines);
    }

    /**
     * The resume {@code build} makes with the newest lines that keep it within one line of the protocol
     * ({@link LineReader#MAX_LINE_BYTES} bytes): the oldest lines are left out first.
     */
    Message.Resume fit(Function<ResumeChat, Message.Resume> build) {
        List<ResumeChat.Line> sent = new ArrayList<>();
        for (ChatEntry entry : lines) {
            sent.add(new ResumeChat.Line(BaseMatch.keyword(entry.from()), entry.text()));
        }
        while (true) {
            Message.Resume resume = build.apply(new ResumeChat(sent, 0));
            if (sent.isEmpty() || Codec.encode(resume).getBytes(StandardCharsets.UTF_8).length <= LineReader.MAX_LINE_BYTES) {
                return resume;
            }
            sent = sent.subList(1, sent.size());
        }
    }
}
