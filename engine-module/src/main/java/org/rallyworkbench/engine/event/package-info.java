/**
 * What happened in a turn: a sealed interface of records (Moved, Pushed, Turned, Fell, Destroyed, Hit, Touched, Repaired, Dealt, …) and the log the rules write them to; the spine of traces, failures and replays.
 *
 * <p>May use: model.
 */
package org.rallyworkbench.engine.event;
