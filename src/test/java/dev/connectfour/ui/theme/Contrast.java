package dev.connectfour.ui.theme;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;

/** WCAG's contrast ratio, and the colour a node's text is seen on, for the themes' contrast tests. */
public final class Contrast {
    /** WCAG's least contrast for body text. */
    public static final double TEXT = 4.5;

    private Contrast() {
    }

    /** WCAG's contrast ratio, from 1 (the same) to 21 (black on white). */
    public static double ratio(Color one, Color other) {
        double a = luminance(one) + 0.05;
        double b = luminance(other) + 0.05;
        return Math.max(a, b) / Math.min(a, b);
    }

    /** The ratio rounded to two decimals, for messages. */
    public static String describe(double ratio) {
        return Math.round(ratio * 100) / 100.0 + ":1";
    }

    /**
     * The colours {@code node}'s text may be seen on: the face (innermost fill) of the nearest region behind it
     * that paints one, translucent faces laid over what lies behind them, every stop of a gradient.
     * White if nothing paints (the window's own ground).
     */
    public static List<Color> groundOf(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at instanceof Region region) {
                Paint face = face(region.getBackground());
                if (face instanceof Color colour && colour.getOpacity() > 0) {
                    if (colour.getOpacity() >= 1) {
                        return List.of(colour);
                    }
                    Parent behind = at.getParent();
                    List<Color> under = behind == null ? List.of(Color.WHITE) : groundOf(behind);
                    return under.stream().map(below -> over(colour, below)).toList();
                }
                if (face instanceof LinearGradient gradient) {
                    return gradient.getStops().stream().map(Stop::getColor).toList();
                }
            }
        }
        return List.of(Color.WHITE);
    }

    /** The least contrast between {@code text} and the colours it is seen on. */
    public static double against(Color text, List<Color> ground) {
        return ground.stream().mapToDouble(colour -> ratio(text, colour)).min().orElseThrow();
    }

    private static Paint face(Background background) {
        if (background == null || background.getFills().isEmpty()) {
            return null;
        }
        List<BackgroundFill> fills = background.getFills();
        return fills.get(fills.size() - 1).getFill();
    }

    private static Color over(Color top, Color below) {
        double alpha = top.getOpacity();
        return Color.color(top.getRed() * alpha + below.getRed() * (1 - alpha),
                top.getGreen() * alpha + below.getGreen() * (1 - alpha),
                top.getBlue() * alpha + below.getBlue() * (1 - alpha));
    }

    private static double luminance(Color colour) {
        return 0.2126 * linear(colour.getRed()) + 0.7152 * linear(colour.getGreen()) + 0.0722 * linear(colour.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }
}
