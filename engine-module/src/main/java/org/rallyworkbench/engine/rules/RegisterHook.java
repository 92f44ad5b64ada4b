package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.model.GameState;

/**
 * Called by the engine after each register's checkpoint phase (R-CHECK-3: the game may have ended there),
 * with the state at that moment. The scenario runner checks {@code after-register} expectations with it.
 */
@FunctionalInterface
public interface RegisterHook {

    /** Does nothing; the engine builds no intermediate states for it. */
    RegisterHook NONE = (turn, register, state) -> { };

    void afterRegister(int turn, int register, GameState state);
}
