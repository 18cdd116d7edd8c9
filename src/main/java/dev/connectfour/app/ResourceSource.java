package dev.connectfour.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The resources of the game, listed rather than named one by one: whatever lands in the module
 * (a new screen, a sound, the opening book) is found without touching the self-check.
 */
abstract class ResourceSource {

    /** One resource, named by its path inside the module ({@code dev/connectfour/ui/menu/menu.fxml}). */
    record Resource(String name, ResourceSource source) {

        byte[] bytes() throws IOException {
            return source.read(name).orElseThrow(() -> new IOException("cannot read " + name));
        }

        /** The directory part of the name, with its trailing slash ({@code dev/connectfour/ui/menu/}). */
        String directory() {
            return name.substring(0, name.lastIndexOf('/') + 1);
        }

        /** The file name without its suffix ({@code menu} for {@code .../menu.fxml}). */
        String baseName() {
            String file = name.substring(name.lastIndexOf('/') + 1);
            int dot = file.lastIndexOf('.');
            return dot < 0 ? file : file.substring(0, dot);
        }
    }

    /** The names of every resource, sorted. */
    abstract List<String> names() throws IOException;

    /** The content of a resource, empty if there is none of that name. */
    abstract Optional<byte[]> read(String name) throws IOException;

    /** Loads the classes the resources name (FXML controllers and imports), without initialising them. */
    abstract ClassLoader classLoader();

    boolean exists(String name) throws IOException {
        return names().contains(name);
    }

    /**
     * The module the game runs in: the named module {@code dev.connectfour} when started from the
     * module path or the jlink image, otherwise the directory or jar {@code Main} was loaded from.
     */
    static ResourceSource ofApplication() {
        Module module = Main.class.getModule();
        if (module.isNamed() && module.getLayer() != null) {
            ResolvedModule resolved = module.getLayer().configuration().findModule(module.getName())
                    .orElseThrow(() -> new IllegalStateException("module " + module.getName() + " is not resolved"));
            return new OfModule(resolved, Main.class.getClassLoader());
        }
        try {
            Path location = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                return ofDirectory(location, Main.class.getClassLoader());
            }
            FileSystem jar = FileSystems.newFileSystem(location);
            return ofDirectory(jar.getPath("/"), Main.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every regular file under {@code root}, named by its path relative to it. */
    static ResourceSource ofDirectory(Path root, ClassLoader classLoader) {
        return new OfDirectory(root, classLoader);
    }

    private static final class OfModule extends ResourceSource {
        private final ResolvedModule module;
        private final ClassLoader classLoader;
        private List<String> names;

        OfModule(ResolvedModule module, ClassLoader classLoader) {
            this.module = module;
            this.classLoader = classLoader;
        }

        @Override
        synchronized List<String> names() throws IOException {
            if (names == null) {
                try (ModuleReader reader = module.reference().open(); Stream<String> all = reader.list()) {
                    names = all.filter(name -> !name.endsWith("/")).sorted().collect(Collectors.toUnmodifiableList());
                }
            }
            return names;
        }

        @Override
        Optional<byte[]> read(String name) throws IOException {
            try (ModuleReader reader = module.reference().open()) {
                Optional<InputStream> in = reader.open(name);
                if (in.isEmpty()) {
                    return Optional.empty();
                }
                try (InputStream stream = in.get()) {
                    return Optional.of(stream.readAllBytes());
                }
            }
        }

        @Override
        ClassLoader classLoader() {
            return classLoader;
        }
    }

    private static final class OfDirectory extends ResourceSource {
        private final Path root;
        private final ClassLoader classLoader;

        OfDirectory(Path root, ClassLoader classLoader) {
            this.root = root;
            this.classLoader = classLoader;
        }

        @Override
        List<String> names() throws IOException {
            try (Stream<Path> files = Files.walk(root)) {
                return files.filter(Files::isRegularFile)
                        .map(file -> root.relativize(file).toString().replace(root.getFileSystem().getSeparator(), "/"))
                        .sorted()
                        .collect(Collectors.toUnmodifiableList());
            }
        }

        @Override
        Optional<byte[]> read(String name) throws IOException {
            Path file = root.resolve(name);
            return Files.isRegularFile(file) ? Optional.of(Files.readAllBytes(file)) : Optional.empty();
        }

        @Override
        ClassLoader classLoader() {
            return classLoader;
        }
    }
}
