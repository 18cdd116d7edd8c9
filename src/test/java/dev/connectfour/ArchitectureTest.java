package dev.connectfour;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers point one way: ui and app on top of game, game on top of engine; engine and cli
 * stay free of JavaFX (the CLI jar ships without it). Checked twice: on the compiled classes
 * (real dependencies, also fully qualified names) and on the sources (import lines, which
 * leave no trace in bytecode when unused).
 */
class ArchitectureTest {
    private static final Path MAIN_CLASSES = Path.of("target", "classes");
    private static final Path MAIN_SOURCES = Path.of("src", "main", "java", "dev", "connectfour");

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(MAIN_CLASSES);
    }

    @Test
    void engineDependsOnNeitherJavaFxNorTheLayersAbove() {
        noClasses().that().resideInAPackage("dev.connectfour.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "dev.connectfour.game..", "dev.connectfour.ui..",
                        "dev.connectfour.app..", "dev.connectfour.cli..")
                .check(classes);
    }

    @Test
    void gameDependsOnNeitherTheSceneGraphNorTheUi() {
        noClasses().that().resideInAPackage("dev.connectfour.game..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx.scene..", "javafx.stage..", "javafx.fxml..", "javafx.animation..",
                        "javafx.application..", "dev.connectfour.ui..", "dev.connectfour.app..")
                .allowEmptyShould(true) // the game package fills in with the session issue
                .check(classes);
    }

    @Test
    void cliUsesTheEngineOnly() {
        noClasses().that().resideInAPackage("dev.connectfour.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "dev.connectfour.game..", "dev.connectfour.ui..", "dev.connectfour.app..")
                .check(classes);
    }

    @Test
    void engineAndCliSourcesImportNoJavaFxAndNoUpperLayer() {
        Pattern forbidden = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?(javafx\\.|dev\\.connectfour\\.(game|ui|app)\\.).*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("engine"), MAIN_SOURCES.resolve("cli")),
                "engine and cli must not import JavaFX, game, ui or app");
    }

    @Test
    void gameSourcesImportNoSceneGraphAndNoUi() {
        Pattern forbidden = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?(javafx\\.(scene|stage|fxml|animation|application)\\."
                        + "|dev\\.connectfour\\.(ui|app)\\.).*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("game")),
                "game must not import the scene graph or ui");
    }

    private static List<String> sourcesMatching(Pattern pattern, Path... roots) {
        return Stream.of(roots).filter(Files::isDirectory).flatMap(ArchitectureTest::javaFiles)
                .filter(file -> pattern.matcher(read(file)).find())
                .map(Path::toString)
                .sorted()
                .collect(Collectors.toList());
    }

    private static Stream<Path> javaFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java")).collect(Collectors.toList()).stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
