package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.event.GameEvent.LaserSource;
import org.rallyworkbench.engine.model.Laser;

/**
 * Where the beams of {@code Hit} events come from (R-LASER-1, R-LASER-2), one source per board laser and one per
 * robot of a table, made the first time a beam of theirs hits and then shared by every later hit (a new source
 * per hit was a tenth of the objects an events-on turn made, issue 17). Sources are values, so sharing one
 * changes nothing anyone can compare.
 */
final class LaserSources {

    private final Laser[] lasers;
    private final LaserSource[] ofLaser;
    private final LaserSource[] ofRobot;

    LaserSources(Laser[] lasers, int robots) {
        this.lasers = lasers;
        this.ofLaser = new LaserSource[lasers.length];
        this.ofRobot = new LaserSource[robots];
    }

    /** The source of the board's laser number {@code i}. */
    LaserSource boardLaser(int i) {
        LaserSource s = ofLaser[i];
        if (s == null) {
            s = ofLaser[i] = new LaserSource.BoardLaser(lasers[i].position(), lasers[i].dir());
        }
        return s;
    }

    /** The source of {@code b}'s forward laser. */
    LaserSource robotLaser(Bot b) {
        LaserSource s = ofRobot[b.index];
        if (s == null) {
            s = ofRobot[b.index] = new LaserSource.RobotLaser(b.name);
        }
        return s;
    }
}
