package dev.connectfour.app;

/**
 * Checks one kind of resource, chosen by file suffix (see {@link ResourceChecks#standard()}).
 * A check must not open a window nor start the JavaFX toolkit: the self-check runs on machines
 * without a display.
 */
@FunctionalInterface
interface ResourceCheck {

    /**
     * Checks one resource.
     *
     * @param resource the resource, with access to its siblings in the same module
     * @throws Exception whose message names what is wrong; any exception fails the resource
     */
    void check(ResourceSource.Resource resource) throws Exception;
}
