package dev.connectfour.ui.theme;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.DiscColour;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.paint.Color;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The colours are named by what is shown: in every theme each disc colour looks like its name ("Red" is
 * red, not orange), and no two colours offered in the picker look nearly alike.
 */
class DiscColoursTest {
    private static final Pattern DISC = Pattern.compile("-cf-disc-([a-z]+):\\s*(#[0-9a-fA-F]{6})");

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyDiscColourLooksLikeItsName(Theme theme) throws IOException {
        discColours(theme).forEach((colour, shown) -> {
            double hue = shown.getHue();
            boolean named = switch (colour) {
                case RED -> hue >= 345 || hue < 15;
                case ORANGE -> hue >= 15 && hue < 45;
                case YELLOW -> hue >= 45 && hue < 70;
                case GREEN -> hue >= 80 && hue < 175;
                case BLUE -> hue >= 190 && hue < 250;
                case PURPLE -> hue >= 255 && hue < 340;
            };
            assertTrue(named, theme + ": the disc called " + colour + " is shown as " + shown + ", hue " + Math.round(hue));
        });
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void noTwoColoursLookNearlyAlike(Theme theme) throws IOException {
        Map<DiscColour, Color> colours = discColours(theme);
        for (DiscColour one : DiscColour.values()) {
            for (DiscColour other : DiscColour.values()) {
                if (one.ordinal() < other.ordinal()) {
                    double apart = deltaE(colours.get(one), colours.get(other));
                    assertTrue(apart >= 30, theme + ": " + one + " and " + other + " are only " + Math.round(apart)
                            + " apart (CIE76)");
                }
            }
        }
    }

    /** The theme's disc colours: the base sheet's, overridden by the theme's own sheet. */
    private static Map<DiscColour, Color> discColours(Theme theme) throws IOException {
        Map<DiscColour, Color> colours = new EnumMap<>(DiscColour.class);
        for (String sheet : theme.stylesheets()) {
            String css;
            try (InputStream in = new URL(sheet).openStream()) {
                css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            Matcher disc = DISC.matcher(css);
            while (disc.find()) {
                colours.put(DiscColour.valueOf(disc.group(1).toUpperCase(java.util.Locale.ROOT)), Color.web(disc.group(2)));
            }
        }
        return colours;
    }

    /** The CIE76 difference of two colours in L*a*b* (D65). */
    private static double deltaE(Color one, Color other) {
        double[] a = lab(one);
        double[] b = lab(other);
        return Math.sqrt(Math.pow(a[0] - b[0], 2) + Math.pow(a[1] - b[1], 2) + Math.pow(a[2] - b[2], 2));
    }

    private static double[] lab(Color colour) {
        double r = linear(colour.getRed());
        double g = linear(colour.getGreen());
        double b = linear(colour.getBlue());
        double x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        double y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
        double z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        return new double[] {116 * y - 16, 500 * (x - y), 200 * (y - z)};
    }

    private static double linear(double channel) {
        return channel <= 0.04045 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }
}
