package dev.connectfour.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;

/**
 * Where the {@link LinkInbox} of a game listens: one socket per settings directory (two games with their own
 * settings are two players, and each keeps its links), in a directory of the user's alone, so that no other user
 * can send it links nor read the links (and their keys) that a second start hands over.
 */
final class InboxPlace {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private InboxPlace() {
    }

    /**
     * The socket of the game keeping its settings in {@code settingsDirectory}: in {@code $XDG_RUNTIME_DIR/connect-four}
     * (the user's own runtime directory), else in {@code connect-four-<user>} in the temporary directory.
     */
    static Path socketFor(Path settingsDirectory) {
        String runtime = System.getenv("XDG_RUNTIME_DIR");
        Path directory = runtime != null && !runtime.isBlank() ? Path.of(runtime, "connect-four")
                : Path.of(System.getProperty("java.io.tmpdir"), "connect-four-" + System.getProperty("user.name"));
        // a digest keeps the name short: a Unix-domain socket's path has about 100 bytes at most
        return directory.resolve(digest(settingsDirectory.toAbsolutePath().normalize().toString()) + ".socket");
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * Makes {@code directory} (with its missing parents) readable and writable by the user alone, or checks that it
     * is so.
     *
     * @throws IOException if it exists and is not the user's alone (another owner, open to others, a symbolic link)
     */
    static void makeOwnerOnly(Path directory) throws IOException {
        try {
            Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(directory); // Windows: under the user's own profile, closed to others
            return;
        }
        if (!isOwnerOnly(directory)) {
            throw new IOException(directory + " is not this user's alone");
        }
    }

    /** Whether {@code directory} is a directory (not a link to one) of this user's alone; true where there are no POSIX permissions. */
    static boolean isOwnerOnly(Path directory) {
        try {
            PosixFileAttributes attributes = Files.readAttributes(directory, PosixFileAttributes.class,
                    LinkOption.NOFOLLOW_LINKS);
            return attributes.isDirectory() && attributes.owner().getName().equals(System.getProperty("user.name"))
                    && OWNER_ONLY.containsAll(attributes.permissions());
        } catch (UnsupportedOperationException notPosix) {
            return Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return false;
        }
    }
}
