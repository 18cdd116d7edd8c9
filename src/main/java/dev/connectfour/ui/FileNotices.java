package dev.connectfour.ui;

import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.ui.preferences.SettingsReading;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * What the player is told about their files at start-up: a settings or statistics file that could not
 * be read, a kept game that could not be opened. The start screen shows these words in its own layout
 * (handed to it once by the application), wrapped to the window, until the player leaves it.
 */
public final class FileNotices {
    private FileNotices() {
    }

    /**
     * "statistics.txt could not be read (line 3: …). The defaults are used; …", or for a file of which only some
     * values were reset "Some settings in settings.properties could not be used …: language (klingon). …", in the
     * bundle's language.
     */
    public static String unreadable(ResourceBundle bundle, LoadResult<?> result) {
        return notice(bundle, result, result.problem());
    }

    /**
     * Like {@link #unreadable}, for the settings: values that were reset are named as the screens label them, in
     * {@code locale}'s language ("Volume (250), Language (klingon)").
     */
    public static String settings(Locale locale, LoadResult<SettingsReading> result) {
        String problem = result.status() == LoadResult.Status.REPAIRED
                ? SettingNames.list(locale, result.value().reset()) : result.problem();
        return notice(Bundles.common(locale), result, problem);
    }

    private static String notice(ResourceBundle bundle, LoadResult<?> result, String problem) {
        String file = result.file().getFileName().toString();
        boolean repaired = result.status() == LoadResult.Status.REPAIRED;
        return result.keptAsPath()
                .map(kept -> Texts.format(bundle, repaired ? "notice.settingsReset" : "notice.fileUnreadable", file,
                        problem, unbreakable(kept.getFileName().toString())))
                .orElseGet(() -> Texts.format(bundle, repaired ? "notice.settingsResetLeft" : "notice.fileUnreadableLeft",
                        file, problem));
    }

    /** A file name whose hyphens no line breaks at: "statistics.txt.corrupt-20261126-143000" keeps its date whole. */
    private static String unbreakable(String fileName) {
        return fileName.replace('-', '\u2011');
    }

    /** A notice as a label: every line of it, never cut short with "…". */
    public static Label label(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.getStyleClass().add("file-notice");
        return label;
    }
}
