package dev.connectfour.ui.play;

import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.session.ComputerPlayerFactory;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.GameFileChooser;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.Lesson;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.navigation.Handoff;
import dev.connectfour.ui.preferences.UiSettings;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.Objects;

/**
 * What the game screen uses beside its session, handed in by the application.
 *
 * @param settings   the UI settings when the screen opens (language, disc speed)
 * @param analysis   the perfect analysis shared by the screens
 * @param sound      the sound effects
 * @param statistics every game's result, for the game-over card's record
 * @param executor   runs the hint's search off the FX thread
 * @param players    makes the computer that gives the hint
 * @param files      asks which game file to save to or open
 * @param lessons    where the game-over card leaves the mistake it offers for the review it opens
 * @param topics     where the coach's link to an idea leaves its section of the Ideas page for the help it opens
 */
public record PlayServices(UiSettings settings, AnalysisService analysis, SoundPlayer sound, StatisticsBook statistics,
                           BackgroundExecutor executor, ComputerPlayerFactory players, GameFileChooser files,
                           Handoff<Lesson> lessons, Handoff<IdeaTopic> topics) {
    public PlayServices {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(analysis, "analysis");
        Objects.requireNonNull(sound, "sound");
        Objects.requireNonNull(statistics, "statistics");
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(files, "files");
        Objects.requireNonNull(lessons, "lessons");
        Objects.requireNonNull(topics, "topics");
    }
}
