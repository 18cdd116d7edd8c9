package dev.connectfour.net.wire;

/**
 * The other side broke the protocol: a malformed, oversized or invalid line, or a message out of sequence.
 * The connection ends with a {@code bye} of reason {@code protocol_error} carrying {@link #getMessage()}.
 */
public final class ProtocolException extends Exception {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}
