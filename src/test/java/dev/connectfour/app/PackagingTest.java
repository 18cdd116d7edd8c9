package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import dev.connectfour.engine.Version;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.preferences.Language;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What the Debian package says about itself, read from the files it is built from (pom.xml and
 * jlink-config/): its dependencies, its version, its menu entry and its AppStream metadata. CI
 * ({@code .ci/run}) checks the same in the built {@code .deb} and runs {@code appstreamcli validate}.
 */
class PackagingTest {
    private static final Path LINUX = Path.of("jlink-config/linux");
    private static final String METAINFO_ID = "dev.connectfour.ConnectFour";

    @Test
    void theDebNamesEachDependencyOnceAndNeedsNoXdgUtils() throws IOException {
        String control = Files.readString(LINUX.resolve("control"));
        Matcher depends = Pattern.compile("^Depends: (.*)$", Pattern.MULTILINE).matcher(control);
        assertTrue(depends.find(), "the control file has a Depends line");
        assertFalse(depends.group(1).contains("PACKAGE_DEFAULT_DEPENDENCIES") || depends.group(1).contains("PACKAGE_CUSTOM_DEPENDENCIES"),
                "jpackage adds nothing to Depends: " + depends.group(1));
        String packageName = "[a-z0-9][a-z0-9.+-]+";
        assertTrue(depends.group(1).matches(packageName + "(, " + packageName + ")*"),
                "package names, each followed by a comma and one space, no stray spaces: '" + depends.group(1) + "'");
        Set<String> seen = new HashSet<>();
        for (String name : depends.group(1).split(", ")) {
            assertTrue(seen.add(name), name + " is named once");
        }
        assertTrue(seen.contains("libgtk-3-0"), "JavaFX's glass needs GTK 3: " + seen);
        assertFalse(seen.contains("xdg-utils"), "the maintainer scripts install the menu entry without xdg-utils");
        String options = Files.readString(Path.of("jlink-config/jpackage/linux-deb.options"));
        assertFalse(Pattern.compile("^--linux-package-deps", Pattern.MULTILINE).matcher(options).find(),
                "the dependencies are written in one place, the control file");
        for (String script : List.of("postinst", "prerm")) {
            assertFalse(Files.readAllLines(LINUX.resolve(script)).stream()
                    .anyMatch(line -> !line.strip().startsWith("#") && line.contains("xdg-")), script + " calls no xdg-utils");
        }
    }

    /** One version everywhere: the game's {@code --version}, the packages' version and the metainfo's latest release. */
    @Test
    void theGameThePackagesAndTheMetainfoHaveTheReleaseVersion() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        Matcher appVersion = Pattern.compile("<argument>--app-version</argument><argument>(.*?)</argument>").matcher(pom);
        int packages = 0;
        while (appVersion.find()) {
            assertEquals("${release.version}", appVersion.group(1), "jpackage's --app-version");
            packages++;
        }
        assertEquals(2, packages, "the app-image and the .deb");
        assertTrue(pom.replaceAll("\\s+", "").contains("<loadresourceproperty=\"release.version\">"
                        + "<stringvalue=\"${project.version}\"/>"
                        + "<filterchain><tokenfilter><replacestringfrom=\"-SNAPSHOT\"to=\"\"/></tokenfilter></filterchain>"),
                "release.version is the project version without -SNAPSHOT");
        assertEquals(releaseVersion(), Version.get(), "--version prints the package's version without its Debian revision");
        assertEquals(releaseVersion(), latestRelease(metainfo()), "the metainfo's latest release is the package's version");
    }

    @Test
    void theMetainfoDescribesTheGameForSoftwareCentresAndNamesItsMenuEntry() throws Exception {
        Element component = metainfo().getDocumentElement();
        assertEquals("component", component.getTagName());
        assertEquals("desktop-application", component.getAttribute("type"));
        assertEquals(METAINFO_ID, text(component, "id"));
        assertEquals("Connect Four", text(component, "name"));
        assertFalse(text(component, "summary").isBlank(), "a summary");
        assertTrue(component.getElementsByTagName("description").item(0).getTextContent().strip().length() > 100, "a description");
        assertEquals("CC0-1.0", text(component, "metadata_license"));
        assertTrue(component.getElementsByTagName("content_rating").getLength() == 1, "a content rating (software centres want one)");

        Element launchable = (Element) component.getElementsByTagName("launchable").item(0);
        assertEquals("desktop-id", launchable.getAttribute("type"));
        assertTrue(Files.readString(LINUX.resolve("postinst")).contains("/usr/share/applications/" + launchable.getTextContent().strip()),
                "the launchable is the menu entry postinst installs");

        NodeList screenshots = component.getElementsByTagName("screenshot");
        assertTrue(screenshots.getLength() >= 1, "screenshots");
        for (int i = 0; i < screenshots.getLength(); i++) {
            Element screenshot = (Element) screenshots.item(i);
            assertTrue(text(screenshot, "image").startsWith("https://"), "a screenshot at a URL");
            Path shown = Path.of("src/docs", Path.of(text(screenshot, "image")).getFileName().toString());
            assertTrue(Files.isRegularFile(shown), "the screenshot is one of the README's: " + shown);
        }

        String pom = Files.readString(Path.of("pom.xml"));
        assertTrue(pom.contains("<argument>jlink-config/linux/" + METAINFO_ID + ".metainfo.xml</argument>"),
                "the pom puts the metainfo file, named after its id, into the .deb");
    }

    /** The menu entry and the software centres' listing name the game as each language the game speaks knows it. */
    @Test
    void theMenuEntryAndTheMetainfoSpeakEveryLanguageOfTheGame() throws IOException {
        List<String> lines = Files.readAllLines(LINUX.resolve("connect-four.desktop"));
        assertTrue(lines.contains("Name[de]=Vier gewinnt"), lines.toString());
        String metainfo = Files.readString(LINUX.resolve(METAINFO_ID + ".metainfo.xml"));
        for (Language language : Language.values()) {
            if (language == Language.SYSTEM || language == Language.ENGLISH) {
                continue;
            }
            Locale locale = language.locale();
            String name = Bundles.common(locale).getString("app.title");
            String entry = "[" + locale + "]="; // de, pt_BR: the desktop entry's locale syntax
            assertTrue(lines.contains("Name" + entry + name), "Name" + entry + name);
            for (String key : List.of("GenericName", "Comment", "Keywords")) {
                assertTrue(lines.stream().anyMatch(line -> line.startsWith(key + entry) && line.length() > (key + entry).length() + 3),
                        key + entry);
            }
            String lang = " xml:lang=\"" + locale.toLanguageTag() + "\">"; // de, pt-BR: XML's
            assertTrue(metainfo.contains("<name" + lang + name + "</name>"), "<name" + lang + name);
            for (String element : List.of("summary", "p", "li", "caption", "keyword")) {
                assertTrue(metainfo.contains("<" + element + lang), "<" + element + lang);
            }
        }
    }

    /** A Debian description: a synopsis (a phrase, no full stop, under 80 characters) and paragraphs, each line indented. */
    @Test
    void theDebDescribesTheGameInASynopsisAndAParagraph() throws IOException {
        List<String> control = Files.readAllLines(LINUX.resolve("control"));
        int field = control.indexOf(control.stream().filter(line -> line.startsWith("Description: ")).findFirst().orElseThrow());
        String synopsis = control.get(field).substring("Description: ".length());
        assertTrue(synopsis.length() >= 20 && synopsis.length() <= 80 && !synopsis.endsWith(".") && !synopsis.contains("APPLICATION_"),
                "a synopsis of its own: '" + synopsis + "'");
        List<String> extended = control.subList(field + 1, control.size()).stream().takeWhile(line -> line.startsWith(" ")).toList();
        assertTrue(String.join(" ", extended).length() > 300, "a paragraph about the game: " + extended);
        for (String line : extended) {
            assertTrue(line.length() <= 80, "lines under 80 characters: '" + line + "'");
        }
    }

    /**
     * The icon at every size a desktop asks for, drawn from one SVG: in the .deb's icon theme (the menu entry names the
     * themed icon, so the desktop picks the size it needs) and in the window's icons.
     */
    @Test
    void theIconComesAtEverySizeForTheMenuTheSoftwareCentreAndTheWindow() throws IOException {
        assertTrue(Files.isRegularFile(Path.of("jlink-config/icon/connect-four.svg")), "the one source of the icon");
        String script = Files.readString(LINUX.resolve("add-system-files.sh"));
        assertTrue(script.contains("for size in 16 24 32 48 64 128 256 512; do")
                        && script.contains("/usr/share/icons/hicolor/${size}x${size}/apps/connect-four.png"),
                "the .deb installs every size into the icon theme");
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512}) {
            assertEquals(List.of(size, size), pngSize(Path.of("jlink-config/icon/connect-four-" + size + ".png")), size + " px");
        }
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256}) {
            assertEquals(List.of(size, size), pngSize(Path.of("resources/dev/connectfour/app/icon-" + size + ".png")),
                    "the window's " + size + " px icon");
        }
        assertTrue(Files.readAllLines(LINUX.resolve("connect-four.desktop")).contains("Icon=connect-four"), "the menu entry's themed icon");
    }

    /** A saved game's comment points to its format's description at /usr/share/doc/connect-four/: the .deb puts it there. */
    @Test
    void theDebInstallsTheDescriptionOfTheSavedFiles() throws IOException {
        assertTrue(Files.readString(LINUX.resolve("add-system-files.sh"))
                .contains("install -D -m 644 \"$saved_data\" \"$work/root/usr/share/doc/connect-four/saved-data.md\""));
        assertTrue(Files.readString(Path.of("pom.xml")).replaceAll("\\s+", "").contains(
                "<argument>jlink-config/icon</argument><argument>src/docs/saved-data.md</argument>"), "the pom hands it to the script");
    }

    @Test
    void theDebRecommendsAFontForJapaneseAndChinese() throws IOException {
        assertTrue(Files.readAllLines(LINUX.resolve("control")).contains("Recommends: fonts-noto-cjk"));
    }

    /** A PNG's width and height, from its IHDR chunk (bytes 16 to 23). */
    private static List<Integer> pngSize(Path png) throws IOException {
        ByteBuffer header = ByteBuffer.wrap(Files.readAllBytes(png), 16, 8);
        return List.of(header.getInt(), header.getInt());
    }

    private static String releaseVersion() throws IOException {
        Matcher version = Pattern.compile("<artifactId>connect-four</artifactId>\\s*<version>(.*?)</version>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(version.find());
        return version.group(1).replace("-SNAPSHOT", "");
    }

    private static Document metainfo() {
        Path file = LINUX.resolve(METAINFO_ID + ".metainfo.xml");
        assertTrue(Files.isRegularFile(file), file + " exists");
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        } catch (Exception e) {
            throw new AssertionError(file + " is well-formed XML", e);
        }
    }

    private static String latestRelease(Document metainfo) {
        List<String> versions = new ArrayList<>();
        NodeList releases = metainfo.getElementsByTagName("release");
        for (int i = 0; i < releases.getLength(); i++) {
            versions.add(((Element) releases.item(i)).getAttribute("version"));
        }
        assertFalse(versions.isEmpty(), "the metainfo lists its releases");
        return versions.get(0); // AppStream lists the newest first
    }

    /** The text of the first child element of that name that is not translated (no xml:lang). */
    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (element.getAttribute("xml:lang").isEmpty()) {
                return element.getTextContent().strip();
            }
        }
        throw new AssertionError("no <" + tag + "> in <" + parent.getTagName() + ">");
    }
}
