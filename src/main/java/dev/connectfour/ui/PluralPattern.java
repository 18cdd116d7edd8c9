package dev.connectfour.ui;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plural arguments of a message, in ICU's syntax, which translators and their tools know:
 * <pre>
 *   You win in {0,plural,one{# move} other{# moves}}
 *   Das leere Brett ({0,plural,=0{keine Züge} one{# Zug} other{# Züge}} in diesem Spiel)
 * </pre>
 * A branch is chosen by the count's exact value ({@code =0}), else by its {@link PluralRules category} in
 * the message's language, else {@code other}, which every plural argument has. In the chosen branch
 * {@code #} stands for the count, written as the language writes numbers. {@link #resolve} turns the
 * plural arguments into plain text and leaves the rest (other arguments, quotes) to {@link java.text.MessageFormat}.
 */
final class PluralPattern {
    private static final Pattern HEAD = Pattern.compile("\\s*(\\d+)\\s*,\\s*plural\\s*,");
    private static final Pattern SELECTOR = Pattern.compile("=\\d+|one|few|many|other");

    private PluralPattern() {
    }

    /**
     * {@code pattern} with each plural argument replaced by its branch for the count in {@code arguments}.
     *
     * @throws IllegalArgumentException if a plural argument is malformed, lacks {@code other}, or its count
     *                                  is not a whole number
     */
    static String resolve(String pattern, Locale locale, Object... arguments) {
        if (!pattern.contains("plural")) {
            return pattern;
        }
        StringBuilder out = new StringBuilder(pattern.length());
        boolean quoted = false;
        int at = 0;
        while (at < pattern.length()) {
            char c = pattern.charAt(at);
            if (c == '{' && !quoted) {
                int end = closingBrace(pattern, at);
                Matcher head = HEAD.matcher(pattern).region(at + 1, end);
                if (head.lookingAt()) {
                    int index = Integer.parseInt(head.group(1));
                    out.append(branch(pattern.substring(head.end(), end), index, locale, arguments));
                } else {
                    out.append(pattern, at, end + 1);
                }
                at = end + 1;
                continue;
            }
            if (c == '\'') {
                quoted = !quoted; // '' toggles twice: a literal apostrophe
            }
            out.append(c);
            at++;
        }
        return out.toString();
    }

    /** The chosen branch of a plural argument's body ({@code one{…} other{…}}), with {@code #} as the count. */
    private static String branch(String body, int index, Locale locale, Object[] arguments) {
        Map<String, String> branches = new LinkedHashMap<>();
        int at = 0;
        while (true) {
            while (at < body.length() && Character.isWhitespace(body.charAt(at))) {
                at++;
            }
            if (at == body.length()) {
                break;
            }
            int open = body.indexOf('{', at);
            String selector = open < 0 ? "" : body.substring(at, open).strip();
            if (!SELECTOR.matcher(selector).matches()) {
                throw new IllegalArgumentException("a plural branch needs =N, one, few, many or other: '" + body + "'");
            }
            int close = closingBrace(body, open);
            branches.put(selector, body.substring(open + 1, close));
            at = close + 1;
        }
        if (!branches.containsKey("other")) {
            throw new IllegalArgumentException("a plural argument needs an 'other' branch: '" + body + "'");
        }
        long count = count(index < arguments.length ? arguments[index] : null);
        String chosen = branches.getOrDefault("=" + count,
                branches.getOrDefault(PluralRules.of(locale, count).keyword(), branches.get("other")));
        return countInPlaceOfHash(chosen, index);
    }

    /** {@code branch} with each {@code #} outside quotes and nested arguments as the count's argument. */
    private static String countInPlaceOfHash(String branch, int index) {
        StringBuilder out = new StringBuilder(branch.length());
        int depth = 0;
        boolean quoted = false;
        for (char c : branch.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '{') {
                depth++;
            } else if (!quoted && c == '}') {
                depth--;
            }
            out.append(c == '#' && depth == 0 && !quoted ? "{" + index + ",number,integer}" : String.valueOf(c));
        }
        return out.toString();
    }

    private static long count(Object argument) {
        if (argument instanceof Integer || argument instanceof Long || argument instanceof Short || argument instanceof Byte) {
            return ((Number) argument).longValue();
        }
        throw new IllegalArgumentException("a plural argument counts in whole numbers, got " + argument);
    }

    /** The index of the '}' that closes the '{' at {@code open}, skipping quoted text and nested arguments. */
    private static int closingBrace(String text, int open) {
        int depth = 0;
        boolean quoted = false;
        for (int at = open; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '{') {
                depth++;
            } else if (!quoted && c == '}' && --depth == 0) {
                return at;
            }
        }
        throw new IllegalArgumentException("unbalanced braces in '" + text + "'");
    }
}
