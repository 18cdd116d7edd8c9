package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.book.OpeningBook.BookFormatException;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The book shipped with the game ({@value OpeningBook#RESOURCE}, next to {@link OpeningBook}), or the
 * reason it cannot be used: read and validated on first use, logged once, immutable after.
 */
record BundledBook(OpeningBook book, String failure) {
    static final BundledBook LOADED = logged(load());

    private static BundledBook logged(BundledBook loaded) {
        System.Logger log = System.getLogger(OpeningBook.class.getName());
        if (loaded.failure() != null) {
            log.log(System.Logger.Level.WARNING, "opening book unusable, Hard, the hint and the analysis search instead: " + loaded.failure());
        } else {
            log.log(System.Logger.Level.DEBUG, "opening book loaded: " + loaded.book().describe());
        }
        return loaded;
    }

    private static BundledBook load() {
        String name = OpeningBook.RESOURCE;
        try (InputStream in = OpeningBook.class.getResourceAsStream(name)) {
            if (in == null) {
                return new BundledBook(null, "no opening book " + name + " is shipped");
            }
            return new BundledBook(OpeningBook.read(new BufferedInputStream(in), BoardSize.STANDARD), null);
        } catch (BookFormatException e) {
            return new BundledBook(null, name + ": " + e.getMessage());
        } catch (IOException e) {
            return new BundledBook(null, "cannot read " + name + ": " + e.getMessage());
        }
    }
}
