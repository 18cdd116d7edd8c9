package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.book.OpeningBook.BookFormatException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The file format of an {@link OpeningBook}.
 *
 * <h2>File format (version 2, big-endian)</h2>
 * <pre>
 *   offset  size  field
 *   0       4     magic "C4OB"
 *   4       2     format version, 2
 *   6       1     board width
 *   7       1     board height
 *   8       1     outcome layer depth in discs (255: no outcome layer)
 *   9       1     exact layer depth in discs (255: no exact layer)
 *   10      1     Hard's lines depth in discs (255: not even the first pass is complete)
 *   11      1     reserved, 0
 *   12      4     entry count n
 *   16      4     outcome layer count: the entries with at most the outcome layer depth discs
 *   20      4     exact count: the entries with an exact score
 *   24      4     CRC-32 of bytes 4..23 followed by all entries
 *   28      11*n  entries sorted by key, strictly increasing:
 *                   8  key (symmetric key of the position)
 *                   2  bits 0..8: stored moves that keep the outcome, one bit per column (none only
 *                      within the outcome layer); bits 9..10: outcome for the side to move, 0 loss,
 *                      1 draw, 2 win; others 0
 *                   1  exact score for the side to move (signed), -128 if none; only within the
 *                      exact layer depth, and of the outcome's sign
 * </pre>
 */
final class BookFile {
    /** The first four bytes of a book file. */
    private static final byte[] MAGIC = {'C', '4', 'O', 'B'};
    private static final int FORMAT_VERSION = 2;
    private static final int ENTRY_BYTES = 11;
    private static final int NO_LAYER_BYTE = 255;

    private BookFile() {
    }

    /** Writes a book's header, checksum and entries (keys strictly increasing, infos and scores as stored). */
    static void write(BoardSize size, LayerDepths depths, long[] keys, short[] infos, byte[] scores, OutputStream out) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream(keys.length * ENTRY_BYTES);
        DataOutputStream entries = new DataOutputStream(body);
        int outcomeCount = 0;
        int exactCount = 0;
        for (int i = 0; i < keys.length; i++) {
            entries.writeLong(keys[i]);
            entries.writeShort(infos[i]);
            entries.writeByte(scores[i]);
            outcomeCount += BookKeys.discs(size, keys[i]) <= depths.outcome() ? 1 : 0;
            exactCount += scores[i] == OpeningBook.NO_SCORE ? 0 : 1;
        }
        byte[] header = headerFields(size, depths, keys.length, outcomeCount, exactCount);
        CRC32 crc = new CRC32();
        crc.update(header);
        crc.update(body.toByteArray());
        DataOutputStream data = new DataOutputStream(out);
        data.write(MAGIC);
        data.write(header);
        data.writeInt((int) crc.getValue());
        body.writeTo(data);
        data.flush();
    }

    private static byte[] headerFields(BoardSize size, LayerDepths depths, int count, int outcomeCount, int exactCount) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream header = new DataOutputStream(bytes);
        header.writeShort(FORMAT_VERSION);
        header.writeByte(size.width());
        header.writeByte(size.height());
        header.writeByte(depthByte(depths.outcome()));
        header.writeByte(depthByte(depths.exact()));
        header.writeByte(depthByte(depths.lines()));
        header.writeByte(0);
        header.writeInt(count);
        header.writeInt(outcomeCount);
        header.writeInt(exactCount);
        return bytes.toByteArray();
    }

    private static int depthByte(int depth) {
        return depth == OpeningBook.NO_LAYER ? NO_LAYER_BYTE : depth;
    }

    private static int depthOf(int stored) {
        return stored == NO_LAYER_BYTE ? OpeningBook.NO_LAYER : stored;
    }

    /**
     * Reads and validates a book; see {@link OpeningBook#read}.
     *
     * @throws OpeningBook.BookFormatException with a message saying what is wrong
     */
    static OpeningBook read(InputStream in, BoardSize expected) throws BookFormatException, IOException {
        DataInputStream data = new DataInputStream(in);
        byte[] magic = new byte[4];
        try {
            data.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new BookFormatException("not an opening book (the file does not start with \"C4OB\")");
            }
            int version = data.readUnsignedShort();
            if (version != FORMAT_VERSION) {
                throw new BookFormatException("book format version " + version + ", this program reads version " + FORMAT_VERSION);
            }
            int width = data.readUnsignedByte();
            int height = data.readUnsignedByte();
            int outcomeDepth = data.readUnsignedByte();
            int exactDepth = data.readUnsignedByte();
            int linesDepth = data.readUnsignedByte();
            int reserved = data.readUnsignedByte();
            int count = data.readInt();
            int outcomeCount = data.readInt();
            int exactCount = data.readInt();
            int storedCrc = data.readInt();
            if (width != expected.width() || height != expected.height()) {
                throw new BookFormatException("the book is for a " + width + "x" + height + " board, the game is " + expected);
            }
            LayerDepths depths;
            try {
                depths = new LayerDepths(depthOf(outcomeDepth), depthOf(exactDepth), depthOf(linesDepth));
            } catch (IllegalArgumentException e) {
                throw new BookFormatException("corrupt header (" + e.getMessage() + ")");
            }
            if (reserved != 0 || count < 0 || count > 50_000_000) {
                throw new BookFormatException("corrupt header (entry count " + count + ")");
            }
            byte[] body = new byte[count * ENTRY_BYTES];
            data.readFully(body);
            if (data.read() != -1) {
                throw new BookFormatException("trailing bytes after " + count + " entries");
            }
            CRC32 crc = new CRC32();
            crc.update(headerFields(expected, depths, count, outcomeCount, exactCount));
            crc.update(body);
            if ((int) crc.getValue() != storedCrc) {
                throw new BookFormatException("checksum mismatch: the book file is corrupt");
            }
            return entries(expected, depths, count, outcomeCount, exactCount, body);
        } catch (EOFException e) {
            throw new BookFormatException("the book file is truncated");
        }
    }

    /** Decodes and checks the entries: order, moves, outcomes, scores and the layer counts. */
    private static OpeningBook entries(BoardSize size, LayerDepths depths, int count, int outcomeCount, int exactCount, byte[] body)
            throws BookFormatException, IOException {
        long[] keys = new long[count];
        short[] infos = new short[count];
        byte[] scores = new byte[count];
        DataInputStream entries = new DataInputStream(new ByteArrayInputStream(body));
        int allColumns = (1 << size.width()) - 1;
        int maxScore = (size.cells() + 1) / 2;
        int outcomes = 0;
        int exact = 0;
        for (int i = 0; i < count; i++) {
            keys[i] = entries.readLong();
            infos[i] = entries.readShort();
            scores[i] = entries.readByte();
            int moves = infos[i] & 0x1FF;
            int outcome = (infos[i] >> 9) & 0x7F;
            int discs = BookKeys.discs(size, keys[i]);
            if (i > 0 && keys[i] <= keys[i - 1]) {
                throw new BookFormatException("entries out of order at entry " + i);
            }
            boolean hasScore = scores[i] != OpeningBook.NO_SCORE;
            if ((moves & ~allColumns) != 0 || outcome > 2 || moves == 0 && discs > depths.outcome()
                    || hasScore && (discs > depths.exact() || Math.abs(scores[i]) > maxScore
                    || Integer.signum(scores[i]) != outcome - 1)) {
                throw new BookFormatException("bad entry " + i);
            }
            outcomes += discs <= depths.outcome() ? 1 : 0;
            exact += hasScore ? 1 : 0;
        }
        if (outcomes != outcomeCount || exact != exactCount) {
            throw new BookFormatException("the layers hold " + outcomes + " and " + exact + " entries, the header says "
                    + outcomeCount + " and " + exactCount);
        }
        return new OpeningBook(size, depths, keys, infos, scores);
    }
}
