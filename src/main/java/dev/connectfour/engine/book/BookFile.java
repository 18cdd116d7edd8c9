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
 * <h2>File format (version 1, big-endian)</h2>
 * <pre>
 *   offset  size  field
 *   0       4     magic "C4OB"
 *   4       2     format version, 1
 *   6       1     board width
 *   7       1     board height
 *   8       1     depth: every position the generator meant to cover up to this many discs is present
 *                 (255: not even the shallowest pass is complete; the entries are a partial first pass)
 *   9       1     reserved, 0
 *   10      4     entry count n
 *   14      4     CRC-32 of bytes 4..13 followed by all entries
 *   18      10*n  entries sorted by key, strictly increasing:
 *                   8  key (symmetric key of the position)
 *                   2  bits 0..8: the moves that keep the outcome, one bit per column (at least one);
 *                      bits 9..10: outcome for the side to move, 0 loss, 1 draw, 2 win; others 0
 * </pre>
 */
final class BookFile {
    /** The first four bytes of a book file. */
    private static final byte[] MAGIC = {'C', '4', 'O', 'B'};
    private static final int FORMAT_VERSION = 1;
    private static final int ENTRY_BYTES = 10;

    private BookFile() {
    }

    /** Writes a book's header, checksum and entries (keys strictly increasing, infos as stored). */
    static void write(BoardSize size, int depth, long[] keys, short[] infos, OutputStream out) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream(keys.length * ENTRY_BYTES);
        DataOutputStream entries = new DataOutputStream(body);
        for (int i = 0; i < keys.length; i++) {
            entries.writeLong(keys[i]);
            entries.writeShort(infos[i]);
        }
        byte[] header = headerFields(size, depth, keys.length);
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

    private static byte[] headerFields(BoardSize size, int depth, int count) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream header = new DataOutputStream(bytes);
        header.writeShort(FORMAT_VERSION);
        header.writeByte(size.width());
        header.writeByte(size.height());
        header.writeByte(depth);
        header.writeByte(0);
        header.writeInt(count);
        return bytes.toByteArray();
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
            int depth = data.readUnsignedByte();
            int reserved = data.readUnsignedByte();
            int count = data.readInt();
            int storedCrc = data.readInt();
            if (width != expected.width() || height != expected.height()) {
                throw new BookFormatException("the book is for a " + width + "x" + height + " board, the game is " + expected);
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
            crc.update(headerFields(expected, depth, count));
            crc.update(body);
            if ((int) crc.getValue() != storedCrc) {
                throw new BookFormatException("checksum mismatch: the book file is corrupt");
            }
            long[] keys = new long[count];
            short[] infos = new short[count];
            DataInputStream entries = new DataInputStream(new ByteArrayInputStream(body));
            int allColumns = (1 << width) - 1;
            for (int i = 0; i < count; i++) {
                keys[i] = entries.readLong();
                infos[i] = entries.readShort();
                int moves = infos[i] & 0x1FF;
                int outcome = (infos[i] >> 9) & 0x7F;
                if (i > 0 && keys[i] <= keys[i - 1]) {
                    throw new BookFormatException("entries out of order at entry " + i);
                }
                if (moves == 0 || (moves & ~allColumns) != 0 || outcome > 2) {
                    throw new BookFormatException("bad entry " + i);
                }
            }
            return new OpeningBook(expected, depth, keys, infos);
        } catch (EOFException e) {
            throw new BookFormatException("the book file is truncated");
        }
    }
}
