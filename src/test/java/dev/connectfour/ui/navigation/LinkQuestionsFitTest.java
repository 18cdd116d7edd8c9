package dev.connectfour.ui.navigation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Question;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The questions an invite link asks (leaving a match, a game hosted here, a game being joined) show both answers
 * whole in the smallest usual window, 800x600, in every language written in the theme's Latin and Cyrillic face
 * (Japanese and Chinese need their own face, and so a game started in that language).
 */
class LinkQuestionsFitTest {
    private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "uk");
    private static final List<String> QUESTIONS = List.of("confirm.leaveForInvite", "confirm.leaveForInvite.awaited",
            "confirm.leaveForInvite.joining");

    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void bothAnswersAreWholeInEveryLanguage() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        List<String> cut = new ArrayList<>();
        for (String language : LANGUAGES) {
            ResourceBundle strings = Bundles.common(Locale.forLanguageTag(language));
            for (String key : QUESTIONS) {
                app.robot.interact(() -> {
                    Question question = new Question(app.navigator().root());
                    question.ask(strings.getString(key), strings.getString(key + ".no"),
                            strings.getString(key + ".yes"), () -> { }, () -> { });
                    app.stage.getScene().getRoot().applyCss();
                    app.stage.getScene().getRoot().layout();
                    for (Node node : app.navigator().root().lookupAll(".confirm-card .button")) {
                        Labeled button = (Labeled) node;
                        if (button.getWidth() < button.prefWidth(-1)) {
                            cut.add(language + " " + key + ": " + button.getText());
                        }
                    }
                    question.close();
                });
            }
        }
        assertEquals(List.of(), cut, "answers cut short");
    }
}
