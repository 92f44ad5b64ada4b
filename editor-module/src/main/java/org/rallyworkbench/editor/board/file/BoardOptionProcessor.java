package org.rallyworkbench.editor.board.file;

import java.util.Map;
import java.util.Set;
import org.netbeans.api.sendopts.CommandException;
import org.netbeans.spi.sendopts.Env;
import org.netbeans.spi.sendopts.Option;
import org.netbeans.spi.sendopts.OptionProcessor;
import org.openide.util.lookup.ServiceProvider;

/**
 * {@code rallyworkbench FILE.board.xml …}: the plain arguments of the command line are boards to open.
 * Also runs when a second launch hands its arguments to the running application.
 */
@ServiceProvider(service = OptionProcessor.class)
public final class BoardOptionProcessor extends OptionProcessor {

    private static final Option FILES = Option.defaultArguments();

    @Override
    protected Set<Option> getOptions() {
        return Set.of(FILES);
    }

    @Override
    protected void process(Env env, Map<Option, String[]> values) throws CommandException {
        String[] arguments = values.get(FILES);
        if (arguments != null) {
            StartupBoards.request(CommandLineFiles.resolve(env.getCurrentDirectory(), arguments));
        }
    }
}
