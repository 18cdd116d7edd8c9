package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The plural arguments of a message: the branch for the count, exact values first, {@code #} as the count. */
class PluralPatternTest {
    private static final Locale POLISH = Locale.forLanguageTag("pl");

    @Test
    void theBranchOfTheCountsCategoryIsChosenWithTheCountInPlaceOfTheHash() {
        String pattern = "{0,plural,one{# ruch} few{# ruchy} many{# ruchów} other{# ruchu}}";
        assertEquals("{0,number,integer} ruchy", PluralPattern.resolve(pattern, POLISH, 22));
        assertEquals("{0,number,integer} ruchów", PluralPattern.resolve(pattern, POLISH, 25));
    }

    @Test
    void anExactValueComesBeforeTheCategoryAndOtherIsTheFallback() {
        String pattern = "{0,plural,=0{no moves} one{# move} other{# moves}}";
        assertEquals("no moves", PluralPattern.resolve(pattern, Locale.ENGLISH, 0));
        assertEquals("{0,number,integer} move", PluralPattern.resolve(pattern, Locale.ENGLISH, 1));
        assertEquals("{0,number,integer} moves", PluralPattern.resolve("{0,plural,one{# move} other{# moves}}",
                Locale.ITALIAN, 1_000_000), "Italian's many (millions) falls back to other");
    }

    @Test
    void theRestOfTheMessageIsLeftToMessageFormat() {
        assertEquals("{1}''s move clock: {0,number,integer} s, '#'",
                PluralPattern.resolve("{1}''s move clock: {0,plural,other{# s}}, '#'", Locale.ENGLISH, 5, "Ann"));
        assertEquals("Anns Zug {0,number,integer} von {1}",
                PluralPattern.resolve("Anns Zug {0,plural,one{#} other{#}} von {1}", Locale.GERMAN, 3, 7));
    }

    @Test
    void aMalformedPluralOrACountThatIsNoWholeNumberIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PluralPattern.resolve("{0,plural,one{# move}}", Locale.ENGLISH, 1));
        assertThrows(IllegalArgumentException.class, () -> PluralPattern.resolve("{0,plural,two{#} other{#}}", Locale.ENGLISH, 1));
        assertThrows(IllegalArgumentException.class, () -> PluralPattern.resolve("{0,plural,other{#}}", Locale.ENGLISH, 1.5));
        assertThrows(IllegalArgumentException.class, () -> PluralPattern.resolve("{0,plural,other{#}", Locale.ENGLISH, 1));
    }
}
