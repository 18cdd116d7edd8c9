package dev.connectfour.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code version}: prints the version, like {@code --version}. */
@Command(name = "version", mixinStandardHelpOptions = true, description = "Prints the version.")
final class VersionCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().printVersionHelp(spec.commandLine().getOut());
        return CliMain.OK;
    }
}
