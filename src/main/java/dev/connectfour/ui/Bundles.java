package dev.connectfour.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * Loads the strings of a screen: {@code <package>/<name>.properties} (English, the base) and, for
 * another language, {@code <name>_<language>_<COUNTRY>.properties} ({@code menu_pt_BR}) or else
 * {@code <name>_<language>.properties} ({@code menu_fr}) on top of it. Done by hand rather than with
 * {@link ResourceBundle#getBundle(String, Locale)}, which in a named module cannot be told not to
 * fall back to the system locale: a German system choosing English in the settings must get English.
 */
public final class Bundles {
    /** The language of the base bundles. */
    public static final Locale BASE = Locale.ENGLISH;

    private Bundles() {
    }

    /**
     * A screen's strings with the shared ones ({@code ui/common.properties}: levels, colours, refusals)
     * behind them, both in {@code locale}.
     */
    public static ResourceBundle forScreen(Class<?> anchor, String name, Locale locale) {
        return new Merged(load(anchor, name, locale), common(locale));
    }

    /** The strings every screen shares. */
    public static ResourceBundle common(Locale locale) {
        return load(Bundles.class, "common", locale);
    }

    /** One bundle: {@code <package of anchor>/<name>.properties}, with the {@code locale}'s translation on top. */
    public static ResourceBundle load(Class<?> anchor, String name, Locale locale) {
        ResourceBundle base = read(anchor, name + ".properties", null, BASE);
        if (base == null) {
            throw new IllegalStateException("missing bundle " + anchor.getPackageName() + "." + name);
        }
        if (locale.getLanguage().isEmpty() || locale.getLanguage().equals(BASE.getLanguage())) {
            return base;
        }
        ResourceBundle translated = locale.getCountry().isEmpty() ? null
                : read(anchor, name + "_" + locale.getLanguage() + "_" + locale.getCountry() + ".properties", base, locale);
        if (translated == null) {
            translated = read(anchor, name + "_" + locale.getLanguage() + ".properties", base, locale);
        }
        return translated == null ? base : translated;
    }

    private static ResourceBundle read(Class<?> anchor, String file, ResourceBundle parent, Locale locale) {
        try (InputStream in = anchor.getResourceAsStream(file)) {
            if (in == null) {
                return null;
            }
            return new Chained(in, parent, locale);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * Looks in the screen's strings first, then in the shared ones. Its locale is the screen strings'
     * (see {@link Chained}).
     */
    private static final class Merged extends ResourceBundle {
        private final ResourceBundle screen;
        private final ResourceBundle shared;

        Merged(ResourceBundle screen, ResourceBundle shared) {
            this.screen = screen;
            this.shared = shared;
        }

        @Override
        public Locale getLocale() {
            return screen.getLocale();
        }

        @Override
        protected Object handleGetObject(String key) {
            if (screen.containsKey(key)) {
                return screen.getObject(key);
            }
            return shared.containsKey(key) ? shared.getObject(key) : null;
        }

        @Override
        public Enumeration<String> getKeys() {
            Set<String> keys = new TreeSet<>(screen.keySet());
            keys.addAll(shared.keySet());
            return Collections.enumeration(keys);
        }
    }

    /**
     * One file of strings, with the locale its numbers and dates are written in ({@link Texts#format}):
     * the player's locale for a translation, English for the base (English words, English numbers).
     */
    private static final class Chained extends PropertyResourceBundle {
        private final Locale locale;

        Chained(InputStream in, ResourceBundle parent, Locale locale) throws IOException {
            super(new InputStreamReader(in, StandardCharsets.UTF_8));
            this.locale = locale;
            if (parent != null) {
                setParent(parent);
            }
        }

        @Override
        public Locale getLocale() {
            return locale;
        }
    }
}
