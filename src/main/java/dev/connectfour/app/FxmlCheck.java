package dev.connectfour.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Checks an FXML file without instantiating it: building JavaFX controls needs the toolkit, and
 * the toolkit needs a display. What it checks is what {@code FXMLLoader} would trip over first:
 * <ul>
 * <li>the file is well-formed XML;</li>
 * <li>every {@code <?import?>} and every element naming a class resolves to a class;</li>
 * <li>the {@code fx:controller} class exists and declares each {@code #handler} the file names;</li>
 * <li>each {@code %key} is in the strings bundle named like the file (or another bundle beside it);</li>
 * <li>each {@code @file} (stylesheets, images, {@code fx:include}) exists beside the file.</li>
 * </ul>
 */
final class FxmlCheck implements ResourceCheck {
    private static final String FX_NAMESPACE = "http://javafx.com/fxml";

    @Override
    public void check(ResourceSource.Resource fxml) throws Exception {
        List<String> problems = new ArrayList<>();
        new Walk(fxml, problems).run();
        if (!problems.isEmpty()) {
            throw new IllegalStateException(String.join("; ", problems));
        }
    }

    /** One pass over one file; collects every problem rather than stopping at the first. */
    private static final class Walk {
        private final ResourceSource.Resource fxml;
        private final List<String> problems;
        private final Map<String, String> importedClasses = new HashMap<>();
        private final List<String> importedPackages = new ArrayList<>(List.of("java.lang"));
        private Class<?> controller;
        private Map<String, Properties> bundles;

        Walk(ResourceSource.Resource fxml, List<String> problems) {
            this.fxml = fxml;
            this.problems = problems;
        }

        void run() throws IOException {
            XMLInputFactory factory = XMLInputFactory.newFactory();
            factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
            try {
                XMLStreamReader xml = factory.createXMLStreamReader(new ByteArrayInputStream(fxml.bytes()));
                while (xml.hasNext()) {
                    switch (xml.next()) {
                        case XMLStreamConstants.PROCESSING_INSTRUCTION -> processingInstruction(xml);
                        case XMLStreamConstants.START_ELEMENT -> element(xml);
                        default -> {
                            // Text, comments and end tags name nothing to check.
                        }
                    }
                }
            } catch (XMLStreamException e) {
                problems.add("not well-formed XML: " + e.getMessage().replace('\n', ' '));
            }
        }

        private void processingInstruction(XMLStreamReader xml) {
            if (!"import".equals(xml.getPITarget())) {
                return;
            }
            String name = xml.getPIData().trim();
            if (name.endsWith(".*")) {
                importedPackages.add(name.substring(0, name.length() - 2));
            } else if (load(name) != null) {
                importedClasses.put(name.substring(name.lastIndexOf('.') + 1), name);
            } else {
                problems.add("import of unknown class " + name);
            }
        }

        private void element(XMLStreamReader xml) throws IOException {
            boolean fxElement = xml.getNamespaceURI() != null && xml.getNamespaceURI().startsWith(FX_NAMESPACE);
            String name = xml.getLocalName();
            if (fxElement) {
                if ("include".equals(name)) {
                    String source = attribute(xml, "source");
                    if (source != null) {
                        requireResource(relative(source));
                    }
                }
            } else {
                requireClassOfElement(name);
            }
            for (int i = 0; i < xml.getAttributeCount(); i++) {
                String namespace = xml.getAttributeNamespace(i);
                String attribute = xml.getAttributeLocalName(i);
                String value = xml.getAttributeValue(i);
                if (namespace != null && namespace.startsWith(FX_NAMESPACE)) {
                    if ("controller".equals(attribute)) {
                        controller = load(value);
                        if (controller == null) {
                            problems.add("fx:controller class " + value + " not found");
                        }
                    }
                    continue;
                }
                if (attribute.contains(".")) {
                    requireClassOfElement(attribute); // a static property such as GridPane.rowIndex
                }
                value(attribute, value);
            }
        }

        /**
         * Attribute values: {@code #handler} (in {@code onXxx} attributes only: elsewhere {@code #} starts a
         * colour), {@code %key}, {@code @file}; {@code $} expressions and escaped values are skipped.
         */
        private void value(String attribute, String value) throws IOException {
            if (value.length() < 2) {
                return;
            }
            String rest = value.substring(1);
            switch (value.charAt(0)) {
                case '#' -> {
                    if (attribute.startsWith("on")) {
                        requireHandler(rest);
                    }
                }
                case '%' -> requireString(rest);
                case '@' -> {
                    for (String file : rest.split(",")) {
                        String path = file.trim().replaceFirst("^@", "");
                        if (!path.contains(":")) {
                            requireResource(relative(path));
                        }
                    }
                }
                default -> {
                    // A literal value.
                }
            }
        }

        /** An element is a class ({@code Button}), a static property ({@code GridPane.rowIndex}) or a property. */
        private void requireClassOfElement(String name) {
            int lastDot = name.lastIndexOf('.');
            String last = name.substring(lastDot + 1);
            String className = Character.isUpperCase(last.charAt(0)) ? name
                    : lastDot < 0 ? null : name.substring(0, lastDot);
            if (className == null) {
                return; // an instance property such as <padding>
            }
            if (resolve(className) == null) {
                problems.add("unknown class " + className + " (missing import?)");
            }
        }

        private Class<?> resolve(String name) {
            if (name.contains(".") && !Character.isUpperCase(name.charAt(0))) {
                return load(name);
            }
            String outer = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
            String nested = name.substring(outer.length()).replace('.', '$');
            if (importedClasses.containsKey(outer)) {
                return load(importedClasses.get(outer) + nested);
            }
            for (String importedPackage : importedPackages) {
                Class<?> found = load(importedPackage + "." + outer + nested);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }

        private void requireHandler(String method) {
            if (controller == null) {
                problems.add("event handler #" + method + " but no fx:controller");
                return;
            }
            for (Class<?> type = controller; type != null; type = type.getSuperclass()) {
                for (Method declared : type.getDeclaredMethods()) {
                    if (declared.getName().equals(method)) {
                        return;
                    }
                }
            }
            problems.add("event handler #" + method + " not found in " + controller.getName());
        }

        private void requireString(String key) throws IOException {
            Map<String, Properties> beside = bundles();
            Properties own = beside.get(fxml.directory() + fxml.baseName() + ".properties");
            if (own != null && own.containsKey(key)) {
                return;
            }
            if (beside.values().stream().noneMatch(bundle -> bundle.containsKey(key))) {
                problems.add("string %" + key + " not in " + fxml.baseName() + ".properties nor any bundle beside it");
            }
        }

        /**
         * The default-locale bundles in the file's directory and in the directories above it (shared
         * strings such as {@code ui/common.properties} stand behind every screen's own), by resource name.
         */
        private Map<String, Properties> bundles() throws IOException {
            if (bundles == null) {
                bundles = new HashMap<>();
                for (String name : fxml.source().names()) {
                    String file = name.substring(name.lastIndexOf('/') + 1);
                    String directory = name.substring(0, name.length() - file.length());
                    if (fxml.directory().startsWith(directory)
                            && file.endsWith(".properties") && !file.contains("_")) {
                        Properties bundle = new Properties();
                        bundle.load(new java.io.StringReader(new String(
                                fxml.source().read(name).orElseThrow(), java.nio.charset.StandardCharsets.UTF_8)));
                        bundles.put(name, bundle);
                    }
                }
            }
            return bundles;
        }

        /** A path as FXML resolves it: relative to the file, or from the module root if it starts with '/'. */
        private String relative(String path) {
            String joined = path.startsWith("/") ? path.substring(1) : fxml.directory() + path;
            return java.net.URI.create("/" + joined).normalize().getPath().substring(1);
        }

        private void requireResource(String name) throws IOException {
            if (!fxml.source().exists(name)) {
                problems.add("refers to missing resource " + name);
            }
        }

        private Class<?> load(String name) {
            try {
                return Class.forName(name, false, fxml.source().classLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                return null;
            }
        }

        private static String attribute(XMLStreamReader xml, String localName) {
            for (int i = 0; i < xml.getAttributeCount(); i++) {
                if (xml.getAttributeLocalName(i).equals(localName)) {
                    return xml.getAttributeValue(i);
                }
            }
            return null;
        }
    }
}
