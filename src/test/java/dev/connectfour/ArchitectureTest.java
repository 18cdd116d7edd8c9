package dev.connectfour;

import static com.tngtech.archunit.base.DescribedPredicate.alwaysTrue;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The import map: engine &lt;- net &lt;- game &lt;- ui &lt;- app, and cli -&gt; engine and net only, with
 * no cycle between any two packages. engine, net and cli stay free of JavaFX (the CLI jar
 * ships without it); net's protocol uses nothing but the engine, the JDK and the JSON library;
 * game uses the observable values and background tasks of JavaFX, never the scene graph; no
 * screen of the ui imports another. Checked twice: on the compiled classes (real dependencies,
 * also fully qualified names) and on the sources (import lines, which leave no trace in bytecode
 * when unused).
 *
 * <p>A <em>screen</em> is a sub-package of {@code ui} that holds a {@code *Controller} class (the
 * convention of one package per screen: its controller, FXML, CSS and strings named alike).
 * Today they are help, menu, oneplayer, play, review, settings, stats, twoplayers and watch.
 * Every other sub-package of {@code ui} (board, analysis, sound, theme, and the like) is shared:
 * any screen may use it. So a new screen, or a new shared package, is covered without touching
 * this test.
 */
class ArchitectureTest {
    private static final Path MAIN_CLASSES = Path.of("target", "classes");
    private static final Path MAIN_SOURCES = Path.of("src", "main", "java", "dev", "connectfour");

    private static final String UI = "dev.connectfour.ui.";

    /** The parts of JavaFX {@code game} may use: javafx.base (beans, collections, util) and javafx.concurrent. */
    private static final String[] JAVAFX_FOR_GAME = {
        "javafx.beans..", "javafx.collections..", "javafx.util..", "javafx.concurrent.."
    };

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(MAIN_CLASSES);
    }

    /**
     * Every edge between the layers, in one rule: engine &lt;- net &lt;- game &lt;- ui &lt;- app, and cli beside the
     * game on engine and net. A layer may use any layer below it; considering all dependencies, a class that
     * belongs to no layer and uses one fails too ({@link #everyClassBelongsToALayer} names it).
     */
    @Test
    void theLayersPointOneWay() {
        layeredArchitecture().consideringAllDependencies()
                .layer("engine").definedBy("dev.connectfour.engine..")
                .layer("net").definedBy("dev.connectfour.net..")
                .layer("game").definedBy("dev.connectfour.game..")
                .layer("ui").definedBy("dev.connectfour.ui..")
                .layer("app").definedBy("dev.connectfour.app..")
                .layer("cli").definedBy("dev.connectfour.cli..")
                .whereLayer("app").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("app")
                .whereLayer("game").mayOnlyBeAccessedByLayers("ui", "app")
                .whereLayer("net").mayOnlyBeAccessedByLayers("game", "ui", "app", "cli")
                .whereLayer("engine").mayOnlyBeAccessedByLayers("net", "game", "ui", "app", "cli")
                .check(classes);
    }

    /** A new package must take a place in the layers (and in the README's picture) before it holds code. */
    @Test
    void everyClassBelongsToALayer() {
        classes().should().resideInAnyPackage("dev.connectfour.engine..", "dev.connectfour.net..",
                        "dev.connectfour.game..", "dev.connectfour.ui..", "dev.connectfour.app..", "dev.connectfour.cli..")
                .check(classes);
    }

    @Test
    void engineDependsOnNeitherJavaFxNorTheLayersAbove() {
        noClasses().that().resideInAPackage("dev.connectfour.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "dev.connectfour.game..", "dev.connectfour.ui..",
                        "dev.connectfour.app..", "dev.connectfour.cli..", "dev.connectfour.net..")
                .check(classes);
    }

    /** The coach reasons on the board and asks the analysis (book and solver) for outcomes; no player uses it, nor it a player. */
    @Test
    void theCoachUsesTheBoardAndTheAnalysisOnly() {
        classes().that().resideInAPackage("dev.connectfour.engine.coach..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dev.connectfour.engine.coach..",
                        "dev.connectfour.engine.board..", "dev.connectfour.engine.analysis..", "dev.connectfour.engine.book..",
                        "dev.connectfour.engine.search..", "java..")
                .check(classes);
        noClasses().that().resideInAnyPackage("dev.connectfour.engine.board..", "dev.connectfour.engine.search..",
                        "dev.connectfour.engine.book..", "dev.connectfour.engine.analysis..", "dev.connectfour.engine.players..")
                .should().dependOnClassesThat().resideInAPackage("dev.connectfour.engine.coach..")
                .check(classes);
    }

    /** The protocol (net and its wire format; discovery, the lobby and the broker have their own rules). */
    @Test
    void netUsesNothingButTheEngineTheJdkAndTheJsonLibrary() {
        classes().that().resideInAPackage("dev.connectfour.net..")
                .and().resideOutsideOfPackages("dev.connectfour.net.discovery..", "dev.connectfour.net.lobby..",
                        "dev.connectfour.net.broker..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "dev.connectfour.net..", "dev.connectfour.engine..", "java..", "com.google.gson..")
                .check(classes);
    }

    /** The broker transport's parts: the JDK (its crypto) and the MQTT client only; they know nothing of a match. */
    @Test
    void netBrokerUsesOnlyTheJdkAndTheMqttClient() {
        classes().that().resideInAPackage("dev.connectfour.net.broker..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "dev.connectfour.net.broker..", "java..", "javax.crypto..", "org.eclipse.paho.client.mqttv3..")
                .check(classes);
    }

    @Test
    void gameDependsOnNeitherTheSceneGraphNorTheUi() {
        noClasses().that().resideInAPackage("dev.connectfour.game..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx.scene..", "javafx.stage..", "javafx.fxml..", "javafx.animation..",
                        "javafx.application..", "dev.connectfour.ui..", "dev.connectfour.app..")
                .check(classes);
    }

    @Test
    void gameUsesNoJavaFxBeyondBaseAndConcurrent() {
        noClasses().that().resideInAPackage("dev.connectfour.game..")
                .should().dependOnClassesThat(resideInAPackage("javafx..")
                        .and(resideInAnyPackage(JAVAFX_FOR_GAME).negate())
                        .as("are in JavaFX outside javafx.base and javafx.concurrent"))
                .check(classes);
    }

    /** The store keeps values on the disk (a saved game, the statistics); the session turns them into play. */
    @Test
    void theStoreDependsOnNoSession() {
        noClasses().that().resideInAPackage("dev.connectfour.game.store..")
                .should().dependOnClassesThat().resideInAPackage("dev.connectfour.game.session..")
                .check(classes);
    }

    /**
     * A kind of game is one rules object: only the mode objects ({@code GameRules} and their registration,
     * {@code Modes}) decide by the {@code Mode} constants and know the remote seat; the {@code Referee} and the
     * screens ask the rules and the session's capabilities. The few others that name a constant, by name: the
     * {@code Mode} itself, the settings each set-up makes ({@code GameSettings}), the statistics' key and file
     * format, and the set-up screens with the map from a mode to its set-up screen. The remote seat is also known
     * to the session that receives it and to its one implementation ({@code game.network}).
     */
    @Test
    void onlyTheModeObjectsDecideByMode() {
        Set<String> modeObjects = Set.of("dev.connectfour.game.session.Modes");
        Set<String> alsoNamingModes = Set.of("dev.connectfour.game.Mode", "dev.connectfour.game.GameSettings",
                "dev.connectfour.game.stats.StatisticsKey", "dev.connectfour.game.stats.Statistics",
                "dev.connectfour.ui.oneplayer.OnePlayerController", "dev.connectfour.ui.twoplayers.TwoPlayersController",
                "dev.connectfour.ui.watch.WatchController", "dev.connectfour.ui.navigation.ScreenId");
        DescribedPredicate<JavaClass> isModeObject = DescribedPredicate.describe("are mode objects",
                type -> modeObjects.contains(outermost(type))
                        || outermostClass(type).isAssignableTo("dev.connectfour.game.session.GameRules"));
        DescribedPredicate<JavaClass> namingModes = DescribedPredicate.describe(
                "are neither mode objects nor allowed to name a mode",
                type -> !isModeObject.test(type) && !alsoNamingModes.contains(outermost(type)));
        DescribedPredicate<JavaFieldAccess> modeConstant = DescribedPredicate.describe("the target is a Mode constant",
                access -> access.getTarget().getOwner().getName().equals("dev.connectfour.game.Mode")
                        && access.getTarget().resolveMember().map(field -> field.getModifiers()
                                .contains(JavaModifier.ENUM)).orElse(false));
        noClasses().that(namingModes)
                .should().accessFieldWhere(modeConstant)
                .check(classes);
        Set<String> knowingTheSeat = Set.of("dev.connectfour.game.session.GameSession",
                "dev.connectfour.game.session.RemoteSeat");
        DescribedPredicate<JavaClass> strangersToTheSeat = DescribedPredicate.describe(
                "are neither mode objects nor the session, the seat or its implementation",
                type -> !isModeObject.test(type) && !knowingTheSeat.contains(outermost(type))
                        && !type.getPackageName().startsWith("dev.connectfour.game.network"));
        noClasses().that(strangersToTheSeat)
                .should().dependOnClassesThat().haveNameMatching("dev\\.connectfour\\.game\\.session\\.RemoteSeat(\\$.*)?")
                .check(classes);
    }

    /**
     * A puzzle attempt is not a game session's mode (src/docs/puzzles.md says why): the two share the engine and the
     * board view, never each other, so neither grows half into the other.
     */
    @Test
    void puzzlesAndTheSessionStayApart() {
        noClasses().that().resideInAPackage("dev.connectfour.game.puzzles..")
                .should().dependOnClassesThat().resideInAPackage("dev.connectfour.game.session..")
                .check(classes);
        noClasses().that().resideInAPackage("dev.connectfour.game.session..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.connectfour.game.puzzles..",
                        "dev.connectfour.engine.puzzles..")
                .check(classes);
    }

    private static JavaClass outermostClass(JavaClass type) {
        return type.getEnclosingClass().map(ArchitectureTest::outermostClass).orElse(type);
    }

    private static String outermost(JavaClass type) {
        return type.getName().replaceAll("\\$.*", "");
    }

    @Test
    void uiDoesNotDependOnApp() {
        noClasses().that().resideInAPackage("dev.connectfour.ui..")
                .should().dependOnClassesThat().resideInAPackage("dev.connectfour.app..")
                .check(classes);
    }

    @Test
    void noScreenDependsOnAnotherScreen() {
        Set<String> screens = screenPackages();
        assertTrue(screens.contains("play"), "screens found by their controllers: " + screens);
        String[] screenPatterns = screens.stream().map(name -> UI + name + "..").toArray(String[]::new);
        slices().matching(UI + "(*)..").namingSlices("ui.$1")
                .should().notDependOnEachOther()
                .ignoreDependency(alwaysTrue(), resideOutsideOfPackages(screenPatterns))
                .as("no screen package of ui depends on another (screens: " + screens + ")")
                .check(classes);
    }

    @Test
    void cliUsesNeitherJavaFxNorTheGameTheUiOrTheApp() {
        noClasses().that().resideInAPackage("dev.connectfour.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "dev.connectfour.game..", "dev.connectfour.ui..", "dev.connectfour.app..")
                .check(classes);
    }

    @Test
    void cliUsesNothingButTheEngineTheNetworkTheJdkAndPicocli() {
        classes().that().resideInAPackage("dev.connectfour.cli..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "dev.connectfour.cli..", "dev.connectfour.engine..", "dev.connectfour.net..", "java..", "picocli..")
                .check(classes);
    }

    /** Discovery: the match settings of net, the engine's board, the JDK and jmDNS; neither engine nor net uses it. */
    @Test
    void netDiscoveryUsesOnlyNetTheEngineTheJdkAndJmdns() {
        classes().that().resideInAPackage("dev.connectfour.net.discovery..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "dev.connectfour.net.discovery..", "dev.connectfour.net", "dev.connectfour.engine.board",
                        "java..", "javax.jmdns")
                .check(classes);
        noClasses().that().resideInAnyPackage("dev.connectfour.engine..", "dev.connectfour.net")
                .should().dependOnClassesThat().resideInAPackage("dev.connectfour.net.discovery..")
                .check(classes);
    }

    /** The lobby: the protocol, discovery, the engine and the JDK (no JavaFX: the text-mode game may use it too). */
    @Test
    void netLobbyUsesOnlyNetDiscoveryTheEngineAndTheJdk() {
        classes().that().resideInAPackage("dev.connectfour.net.lobby..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "dev.connectfour.net..", "dev.connectfour.engine..", "java..")
                .check(classes);
    }

    @ParameterizedTest(name = "no cycle between the packages of {0}")
    @ValueSource(strings = {"engine", "game", "ui", "cli", "net"})
    void noCycleBetweenThePackagesOfALayer(String layer) {
        slices().matching("dev.connectfour.(**)").namingSlices("$1")
                .should().beFreeOfCycles()
                .as("no cycle between the packages of " + layer)
                .check(classes.that(resideInAPackage("dev.connectfour." + layer + "..")));
    }

    @Test
    void noCycleBetweenAnyPackages() {
        slices().matching("dev.connectfour.(**)").namingSlices("$1")
                .should().beFreeOfCycles()
                .as("no cycle between any packages of dev.connectfour")
                .check(classes);
    }

    @Test
    void engineNetAndCliSourcesImportNoJavaFxAndNoUpperLayer() {
        Pattern forbidden = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?(javafx\\.|dev\\.connectfour\\.(game|ui|app)\\.).*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("engine"), MAIN_SOURCES.resolve("net"),
                        MAIN_SOURCES.resolve("cli")),
                "engine, net and cli must not import JavaFX, game, ui or app");
    }

    @Test
    void gameSourcesImportNoSceneGraphAndNoUi() {
        Pattern forbidden = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?(javafx\\.(scene|stage|fxml|animation|application)\\."
                        + "|dev\\.connectfour\\.(ui|app)\\.).*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("game")),
                "game must not import the scene graph or ui");
    }

    @Test
    void gameSourcesImportNoJavaFxBeyondBaseAndConcurrent() {
        Pattern forbidden = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?javafx\\.(?!(beans|collections|util|concurrent)\\.).*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("game")),
                "game must import no JavaFX beyond javafx.base and javafx.concurrent");
    }

    @Test
    void uiSourcesImportNoApp() {
        Pattern forbidden = Pattern.compile("^\\s*import\\s+(static\\s+)?dev\\.connectfour\\.app\\..*", Pattern.MULTILINE);
        assertEquals(List.of(), sourcesMatching(forbidden, MAIN_SOURCES.resolve("ui")), "ui must not import app");
    }

    @Test
    void screenSourcesImportNoOtherScreen() {
        Set<String> screens = screenDirectories().map(dir -> dir.getFileName().toString())
                .collect(Collectors.toCollection(TreeSet::new));
        Pattern uiImport = Pattern.compile(
                "^\\s*import\\s+(static\\s+)?dev\\.connectfour\\.ui\\.([a-z]\\w*)\\.", Pattern.MULTILINE);
        List<String> offences = screenDirectories().flatMap(screen -> javaFiles(screen).flatMap(file -> {
            String own = screen.getFileName().toString();
            return uiImport.matcher(read(file)).results().map(result -> result.group(2))
                    .filter(name -> !name.equals(own) && screens.contains(name))
                    .distinct()
                    .map(name -> file + " imports ui." + name);
        })).sorted().collect(Collectors.toList());
        assertEquals(List.of(), offences, "no screen may import another screen (screens: " + screens + ")");
    }

    /** The names of the screen packages among the compiled classes: those holding a controller. */
    private static Set<String> screenPackages() {
        return classes.stream()
                .filter(type -> type.getPackageName().startsWith(UI) && type.getSimpleName().endsWith("Controller"))
                .map(type -> type.getPackageName().substring(UI.length()).split("\\.")[0])
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The screen packages among the sources: the sub-directories of ui holding a controller. */
    private static Stream<Path> screenDirectories() {
        try (Stream<Path> entries = Files.list(MAIN_SOURCES.resolve("ui"))) {
            return entries.filter(Files::isDirectory)
                    .filter(dir -> javaFiles(dir).anyMatch(file -> file.getFileName().toString().endsWith("Controller.java")))
                    .sorted()
                    .collect(Collectors.toList()).stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
