package dev.connectfour.ui.flow;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;

/** What {@link EveryScreenFitTest} asks of wrapped texts and of buttons, beside its other checks. */
final class WholeTexts {
    /**
     * What a reader must see whole: an option, a file name (with a dot inside), a bracketed aside of a few characters;
     * U+2011 is the non-breaking hyphen the texts use in them.
     */
    private static final Pattern UNBREAKABLE = Pattern.compile(
            "[-\u2011]{2}[\\p{Alnum}\u2011-]+|[\\p{Alnum}_\u2011-]+(\\.[\\p{Alnum}_\u2011-]+)+|[（(][^（）()\\s、，,]{1,5}[）)]");

    private WholeTexts() {
    }

    /**
     * Option names, file names and short bracketed asides each on one line of {@code shown}, the text of a wrapping
     * label: a break inside them makes them unreadable (or untypeable).
     */
    static void tokensWhole(Labeled labeled, Text shown, List<String> problems) {
        if (!shown.getText().equals(labeled.getText())) {
            return; // cut short: said above
        }
        brokenTokens(shown).forEach(token -> problems.add("'" + token + "' is broken across lines in '"
                + labeled.getText() + "'"));
    }

    /** The tokens to be read whole that {@code shown}, as it wraps, spreads over more than one line. */
    static List<String> brokenTokens(Text shown) {
        List<String> broken = new ArrayList<>();
        Matcher token = UNBREAKABLE.matcher(shown.getText());
        while (token.find()) {
            Set<Double> lines = new HashSet<>();
            for (PathElement element : shown.rangeShape(token.start(), token.end())) {
                if (element instanceof MoveTo move) {
                    lines.add(Math.floor(move.getY()));
                }
            }
            if (lines.size() > 1) {
                broken.add(token.group());
            }
        }
        return broken;
    }

    /**
     * A button as tall as it asks to be, and never cut by the window's edge: whole in the window, or (on a screen that
     * scrolls) wholly below it until scrolled to.
     */
    static void buttonWhole(ButtonBase button, List<String> problems) {
        if (button.getHeight() < button.prefHeight(button.getWidth()) - 1) {
            problems.add("the button '" + button.getText() + "' is squeezed to " + (int) button.getHeight() + " of its "
                    + (int) button.prefHeight(button.getWidth()));
        }
        Bounds box = button.localToScene(button.getLayoutBounds());
        Scene scene = button.getScene();
        boolean inWindow = box.getMinX() >= -1 && box.getMinY() >= -1 && box.getMaxX() <= scene.getWidth() + 1
                && box.getMaxY() <= scene.getHeight() + 1;
        boolean outOfWindow = box.getMinY() >= scene.getHeight() || box.getMaxY() <= 0;
        if (!inWindow && !(outOfWindow && scrollsIntoView(button))) {
            problems.add("the button '" + button.getText() + "' is cut by the window's edge (" + (int) box.getMinY()
                    + " to " + (int) box.getMaxY() + ", window 0 to " + (int) scene.getHeight() + ")");
        }
    }

    private static boolean scrollsIntoView(Node node) {
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up instanceof ScrollPane scroll && scroll.getContent() != null
                    && scroll.getContent().getLayoutBounds().getHeight() > scroll.getViewportBounds().getHeight() + 1) {
                return true;
            }
        }
        return false;
    }
}
