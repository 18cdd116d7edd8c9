package dev.connectfour.ui.coach;

import dev.connectfour.ui.navigation.Handoff;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.ScreenId;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.layout.StackPane;

/**
 * The link from the coach's words to the section of the help's Ideas page that teaches their idea ("More about
 * zugzwang"): shown while the words have an idea; taking it leaves the section for the help and opens it.
 */
public final class IdeaLink {
    private IdeaLink() {
    }

    /**
     * Opens the help over {@code host} (a screen's root), its Back closing it: for a screen that has no other way
     * to show the help over itself. The help opens at the section left for it.
     */
    public static Runnable helpOver(StackPane host, Navigation navigation) {
        return () -> {
            Node[] help = new Node[1];
            help[0] = navigation.overlay(ScreenId.HELP, () -> host.getChildren().remove(help[0]));
            help[0].getStyleClass().add("help-overlay");
            host.getChildren().add(help[0]);
        };
    }

    /**
     * @param topic    the section the words on show link to; null while they link to none
     * @param topics   where the help finds the section to open at
     * @param openHelp opens the help (over the screen)
     */
    public static void bind(Hyperlink link, ObservableValue<IdeaTopic> topic, CoachWords words, Handoff<IdeaTopic> topics,
                            Runnable openHelp) {
        link.textProperty().bind(Bindings.createStringBinding(
                () -> topic.getValue() == null ? "" : words.link(topic.getValue()), topic));
        link.visibleProperty().bind(Bindings.createBooleanBinding(() -> topic.getValue() != null, topic));
        link.managedProperty().bind(link.visibleProperty());
        link.setOnAction(event -> {
            if (topic.getValue() != null) {
                topics.put(topic.getValue());
                openHelp.run();
            }
            link.setVisited(false);
        });
    }
}
