#!/usr/bin/env python3
# Generator of the first audit's scenarios in scenarios/audit/<topic>: written from RULES.md and FORMATS.md alone.
# Run it from anywhere: it rewrites the *.scenario.xml files it wrote under scenarios/audit.
import os
import sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
from scenario_writer import A, B, E, P, R, T, W, X, el, folder  # noqa: E402

S, COUNT = folder(HERE, "scenarios/audit/gen1.py")

# ---------------------------------------------------------------- movement
b8 = B(8, 8)
S("movement/move3-straight", "move 3 steps three tiles", "R-MOVE-2 R-GEO-1", b8,
  [R("r", 1, 6, "N")],
  [T(P("r", "move3@800"), X(E("r", x=1, y=3, facing="N"), k=1)), X(E("r", x=1, y=3, facing="N", damage=0))])
S("movement/backup-keeps-facing", "back up keeps facing", "R-MOVE-2", b8,
  [R("r", 3, 3, "E")],
  [T(P("r", "backup@430"), X(E("r", x=2, y=3, facing="E"), k=1))])
S("movement/rotations", "left right u-turn per register", "R-MOVE-2", b8,
  [R("r", 3, 3, "N")],
  [T(P("r", "left@70 right@80 uturn@10 left@90 left@110"),
     X(E("r", facing="W"), k=1), X(E("r", facing="N"), k=2), X(E("r", facing="S"), k=3),
     X(E("r", facing="E"), k=4), X(E("r", x=3, y=3, facing="N"), k=5))])
S("movement/wall-stops-move3", "wall stops a move 3, no damage", "R-MOVE-3 R-GEO-2",
  B(8, 8, el("wall", x=1, y=4, side="N")), [R("r", 1, 6, "N")],
  [T(P("r", "move3@800"), X(E("r", x=1, y=4, damage=0), k=1))])
S("movement/wall-written-on-other-tile", "the S wall of the tile above stops a move north", "R-MOVE-3 R-GEO-2",
  B(8, 8, el("wall", x=1, y=3, side="S")), [R("r", 1, 6, "N")],
  [T(P("r", "move3@800"), X(E("r", x=1, y=4, damage=0), k=1))])
S("movement/backup-blocked-by-wall", "back up into a wall behind", "R-MOVE-3 R-MOVE-2",
  B(8, 8, el("wall", x=3, y=3, side="W")), [R("r", 3, 3, "E")],
  [T(P("r", "backup@430 backup@440")), X(E("r", x=3, y=3, facing="E", damage=0))])
S("movement/push-keeps-facing", "pushed robot keeps its facing; pusher's laser hits it every register", "R-MOVE-4 R-LASER-2", b8,
  [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@500"), P("b"), X(E("a", x=2, y=3, facing="E"), E("b", x=3, y=3, facing="N", damage=1), k=1)),
   X(E("b", damage=5), E("a", damage=0))])
S("movement/push-chain-move2", "a move 2 pushes a line of two robots twice", "R-MOVE-4", b8,
  [R("a", 0, 3, "E"), R("b", 1, 3, "N"), R("c", 2, 3, "S")],
  [T(P("a", "move2@700"), P("b"), P("c"),
     X(E("a", x=2, y=3), E("b", x=3, y=3, facing="N", damage=1), E("c", x=4, y=3, facing="S", damage=0), k=1))])
S("movement/push-chain-wall", "a wall in front of the last robot of the line stops everybody", "R-MOVE-4 R-MOVE-3",
  B(8, 8, el("wall", x=2, y=3, side="E")),
  [R("a", 0, 3, "E"), R("b", 1, 3, "N"), R("c", 2, 3, "S")],
  [T(P("a", "move3@800"), P("b"), P("c"),
     X(E("a", x=0, y=3), E("b", x=1, y=3, damage=1), E("c", x=2, y=3, damage=0), k=1))])
S("movement/push-blocked-mid-move", "second step pushes, third step blocked by a wall", "R-MOVE-4 R-MOVE-3",
  B(8, 8, el("wall", x=3, y=3, side="E")),
  [R("a", 0, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move3@800"), P("b"), X(E("a", x=2, y=3), E("b", x=3, y=3, damage=1), k=1))])
S("movement/push-into-pit-then-fall", "pushed robot falls, then the mover follows it into the pit", "R-MOVE-4 R-MOVE-5 R-END-4",
  B(8, 8, el("pit", x=2, y=3)),
  [R("a", 0, 3, "E"), R("b", 1, 3, "N")],
  [T(P("a", "move2@700"), P("b"),
     X(E("a", destroyed="true", lives=2), E("b", destroyed="true", lives=2), k=1))])
S("movement/push-off-board", "pushed off the board, mover takes its tile", "R-MOVE-4 R-MOVE-5 R-GEO-3", B(4, 4),
  [R("a", 2, 1, "E"), R("b", 3, 1, "N")],
  [T(P("a", "move1@500"), P("b"), X(E("a", x=3, y=1, facing="E"), E("b", destroyed="true", lives=2), k=1))])
S("movement/push-powered-down", "a powered-down robot is pushed, does not move itself, does not fire", "R-MOVE-6 R-LASER-2 R-START-3", b8,
  [R("a", 1, 3, "E"), R("b", 2, 3, "W", damage=4, powered_down="true")],
  [T(P("a", "move1@500"),
     X(E("a", x=2, y=3, damage=0), E("b", x=3, y=3, facing="W", damage=1, dealt=0, powered_down="true"), k=1),
     X(E("a", x=2, y=3, damage=0), E("b", x=3, y=3, facing="W", damage=5), k=5))])
S("movement/priority-order", "higher priority moves first, then gets pushed back", "R-MOVE-1 R-MOVE-4", b8,
  [R("a", 1, 3, "E"), R("b", 3, 3, "W")],
  [T(P("a", "move1@500"), P("b", "move1@600"),
     X(E("a", x=2, y=3, damage=1), E("b", x=3, y=3, damage=1), k=1))])
S("movement/equal-priority-start-number", "equal priorities: lower start number first", "R-MOVE-1", b8,
  [R("a", 1, 3, "E", start=2), R("b", 3, 3, "W", start=1)],
  [T(P("a", "move1@500"), P("b", "move1@500"),
     X(E("a", x=2, y=3), E("b", x=3, y=3), k=1))])
S("movement/equal-priority-default-start", "default start number is the position among the robots", "R-MOVE-1", b8,
  [R("a", 1, 3, "E"), R("b", 3, 3, "W")],
  [T(P("a", "move1@500"), P("b", "move1@500"),
     X(E("a", x=1, y=3), E("b", x=2, y=3), k=1))])
S("movement/move3-off-board", "walking off the board: destroyed, a life lost at once", "R-GEO-3 R-MOVE-5 R-END-4", B(4, 4),
  [R("r", 1, 1, "N")],
  [T(P("r", "move3@800"), X(E("r", destroyed="true", lives=2), k=1)), X(E("r", destroyed="true", lives=2))])
S("movement/through-pit-reenter", "a move 3 over a pit stops in it; re-entry next turn", "R-MOVE-5 R-START-1 R-DEAL-2",
  B(8, 8, el("pit", x=1, y=5)), [R("r", 1, 6, "N")],
  [T(P("r", "move3@800"), X(E("r", destroyed="true", lives=2), k=1)),
   X(E("r", destroyed="true")),
   T(P("r"), X(E("r", x=1, y=6, facing="N", damage=2, dealt=7, destroyed="false", lives=2), k=1)),
   X(E("r", x=1, y=6, facing="N", damage=2, lives=2))])
S("movement/backup-pushes", "back up pushes the robot behind", "R-MOVE-2 R-MOVE-4", b8,
  [R("a", 3, 3, "E"), R("b", 2, 3, "S")],
  [T(P("a", "backup@430"), P("b"), X(E("a", x=2, y=3, facing="E", damage=0), E("b", x=1, y=3, facing="S", damage=0), k=1))])
S("movement/push-line-last-into-pit", "a line of two: the last falls, the others move", "R-MOVE-4 R-MOVE-5",
  B(8, 8, el("pit", x=3, y=3)),
  [R("a", 0, 3, "E"), R("b", 1, 3, "N"), R("c", 2, 3, "N")],
  [T(P("a", "move1@500"), P("b"), P("c"),
     X(E("a", x=1, y=3), E("b", x=2, y=3, damage=1), E("c", destroyed="true", lives=2), k=1))])
S("movement/classic-push-chain", "[2005] same push chain", "R-MOVE-4", b8,
  [R("a", 0, 3, "E"), R("b", 1, 3, "N"), R("c", 2, 3, "S")],
  [T(P("a", "move2@700"), P("b"), P("c"),
     X(E("a", x=2, y=3), E("b", x=3, y=3, facing="N", damage=1), E("c", x=4, y=3, facing="S"), k=1))], rules="classic-2005")
S("movement/move-then-pushed-by-later", "higher priority robot moves away, lower one then takes its place", "R-MOVE-1 R-MOVE-2", b8,
  [R("a", 1, 3, "E"), R("b", 2, 3, "E")],
  [T(P("a", "move1@500"), P("b", "move1@510"), X(E("a", x=2, y=3, damage=0), E("b", x=3, y=3, damage=1), k=1))])
# ---------------------------------------------------------------- board elements
def cv(x, y, d, ex=False):
    return el("conveyor", x=x, y=y, dir=d, express="true") if ex else el("conveyor", x=x, y=y, dir=d)
S("board/express-two-normal-one", "express moves two tiles, normal one", "R-BOARD-1 R-BOARD-2",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "E", 1), cv(3, 1, "E", 1), cv(1, 3, "E"), cv(2, 3, "E"), cv(3, 3, "E")),
  [R("x", 1, 1, "N"), R("n", 1, 3, "S")],
  [T(P("x"), P("n"), X(E("x", x=3, y=1), E("n", x=2, y=3), k=1), X(E("x", x=4, y=1), E("n", x=3, y=3), k=2)),
   X(E("x", x=4, y=1, damage=0), E("n", x=4, y=3, damage=0))])
S("board/express-onto-normal", "express carries onto a normal belt, which moves it in step 2", "R-BOARD-1 R-BOARD-2",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "E")), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=3, y=1), k=1))])
S("board/express-off-belt-not-moved-again", "carried off the belt in step 1, not moved in step 2", "R-BOARD-2",
  B(8, 8, cv(1, 1, "E", 1)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=1), k=1)), X(E("r", x=2, y=1))])
S("board/blocked-by-standing-robot", "a belt does not push a robot that stays", "R-BOARD-3",
  B(8, 8, cv(1, 1, "E")), [R("a", 1, 1, "N"), R("b", 2, 1, "N")],
  [T(P("a"), P("b"), X(E("a", x=1, y=1), E("b", x=2, y=1), k=1)), X(E("a", x=1, y=1), E("b", x=2, y=1))])
S("board/chain-moves-together", "a robot follows one that leaves in the same step", "R-BOARD-3",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "E")), [R("a", 1, 1, "N"), R("b", 2, 1, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=1), E("b", x=3, y=1), k=1)), X(E("a", x=2, y=1), E("b", x=3, y=1))])
S("board/chain-blocked-at-front", "the front robot is blocked, so the whole chain stays", "R-BOARD-3",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "E")), [R("a", 1, 1, "N"), R("b", 2, 1, "N"), R("c", 3, 1, "N")],
  [T(P("a"), P("b"), P("c"), X(E("a", x=1, y=1), E("b", x=2, y=1), E("c", x=3, y=1), k=1))])
S("board/two-into-one", "two robots conveyed into the same tile both stay", "R-BOARD-3",
  B(8, 8, cv(1, 2, "E"), cv(3, 2, "W")), [R("a", 1, 2, "N"), R("b", 3, 2, "N")],
  [T(P("a"), P("b"), X(E("a", x=1, y=2), E("b", x=3, y=2), k=1))])
S("board/express-then-normal-into-one", "express step first fills the tile, the normal belt robot then stays", "R-BOARD-1 R-BOARD-2 R-BOARD-3",
  B(8, 8, cv(1, 2, "E", 1), cv(3, 2, "W")), [R("a", 1, 2, "N"), R("b", 3, 2, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=2), E("b", x=3, y=2), k=1))])
S("board/head-on-swap", "head-on belts: both destinations are left, both move", "R-BOARD-3 R-BOARD-4",
  B(8, 8, cv(1, 2, "E"), cv(2, 2, "W")), [R("a", 1, 2, "N"), R("b", 2, 2, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=2, facing="N"), E("b", x=1, y=2, facing="N"), k=1))])
S("board/full-loop-turns", "a full loop of belts turns, every robot turned right", "R-BOARD-3 R-BOARD-4",
  B(6, 6, cv(0, 0, "E"), cv(1, 0, "S"), cv(1, 1, "W"), cv(0, 1, "N")),
  [R("a", 0, 0, "W"), R("b", 1, 0, "E"), R("c", 1, 1, "S"), R("d", 0, 1, "W")],
  [T(P("a"), P("b"), P("c"), P("d"),
     X(E("a", x=1, y=0, facing="N", damage=0), E("b", x=1, y=1, facing="S", damage=0),
       E("c", x=0, y=1, facing="W", damage=0), E("d", x=0, y=0, facing="N", damage=0), k=1))])
S("board/curve-turns", "carried around a curve turns the robot", "R-BOARD-4",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "S")), [R("r", 1, 1, "E")],
  [T(P("r"), X(E("r", x=2, y=1, facing="S"), k=1))])
S("board/own-move-onto-belt-no-turn", "arriving by its own move: no turn, then carried", "R-BOARD-4 R-MOVE-5",
  B(8, 8, cv(2, 1, "S")), [R("r", 1, 1, "E")],
  [T(P("r", "move1@500"), X(E("r", x=2, y=2, facing="E"), k=1))])
S("board/side-merge-turns-left", "side entry into a belt line turns the robot", "R-BOARD-4",
  B(8, 8, cv(1, 3, "N"), cv(1, 2, "N"), cv(1, 1, "N"), cv(0, 2, "E")), [R("r", 0, 2, "E")],
  [T(P("r"), X(E("r", x=1, y=2, facing="N"), k=1))])
S("board/straight-no-turn", "carried along a straight belt: no turn", "R-BOARD-4",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "E")), [R("r", 1, 1, "S")],
  [T(P("r"), X(E("r", x=2, y=1, facing="S"), k=1))])
S("board/express-curve-step1-then-step2", "turned by the curve in step 1, moved on in step 2", "R-BOARD-1 R-BOARD-2 R-BOARD-4",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "S", 1)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=2, facing="E"), k=1))])
S("board/conveyor-into-pit", "a belt carries into a pit", "R-BOARD-3 R-END-4",
  B(8, 8, cv(1, 1, "E"), el("pit", x=2, y=1)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", destroyed="true", lives=2), k=1))])
S("board/conveyor-off-board", "a belt carries off the board", "R-BOARD-3 R-GEO-3",
  B(4, 4, cv(3, 1, "E")), [R("r", 3, 1, "N")],
  [T(P("r"), X(E("r", destroyed="true", lives=2), k=1))])
S("board/conveyor-wall", "a wall stops the belt's robot in place", "R-BOARD-3 R-GEO-2",
  B(8, 8, cv(1, 1, "E"), el("wall", x=2, y=1, side="W")), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=1, y=1, damage=0), k=1))])
S("board/gears-both-ways", "clockwise and counter-clockwise gears every register", "R-BOARD-5",
  B(8, 8, el("gear", x=1, y=1, rotation="cw"), el("gear", x=3, y=3, rotation="ccw")),
  [R("a", 1, 1, "N"), R("b", 3, 3, "N")],
  [T(P("a"), P("b"), X(E("a", facing="E"), E("b", facing="W"), k=1), X(E("a", facing="S"), E("b", facing="S"), k=2)),
   X(E("a", x=1, y=1, facing="E", damage=0), E("b", x=3, y=3, facing="W", damage=0))])
S("board/conveyed-onto-gear", "carried onto a gear, then turned by it", "R-BOARD-2 R-BOARD-5",
  B(8, 8, cv(1, 1, "E"), el("gear", x=2, y=1, rotation="cw")), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=1, facing="E"), k=1))])
S("board/pusher-registers", "pushers act only in their registers", "R-BOARD-6",
  B(8, 8, el("pusher", x=2, y=2, side="W", registers="1 3"), el("pusher", x=2, y=5, side="W", registers="2")),
  [R("a", 2, 2, "N"), R("b", 2, 5, "N")],
  [T(P("a"), P("b"), X(E("a", x=3, y=2, facing="N"), E("b", x=2, y=5), k=1), X(E("a", x=3, y=2), E("b", x=3, y=5, facing="N"), k=2)),
   X(E("a", x=3, y=2), E("b", x=3, y=5))])
S("board/pusher-wall-blocks", "a pusher's wall blocks moves and beams", "R-BOARD-6 R-MOVE-3 R-LASER-1",
  B(8, 8, el("pusher", x=2, y=2, side="W", registers="5"), el("pusher", x=2, y=4, side="W", registers="5"),
    el("laser", x=1, y=4, dir="E")),
  [R("a", 1, 2, "E"), R("b", 3, 4, "N")],
  [T(P("a", "move1@500"), P("b"), X(E("a", x=1, y=2), E("b", damage=0), k=1))])
S("board/pusher-pushes-line", "a pusher pushes a line of robots", "R-BOARD-6 R-MOVE-4",
  B(8, 8, el("pusher", x=1, y=2, side="W", registers="1")), [R("a", 1, 2, "N"), R("b", 2, 2, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=2, facing="N"), E("b", x=3, y=2, facing="N"), k=1))])
S("board/pusher-line-wall", "a wall stops the whole pushed line", "R-BOARD-6 R-MOVE-4",
  B(8, 8, el("pusher", x=1, y=2, side="W", registers="1"), el("wall", x=2, y=2, side="E")),
  [R("a", 1, 2, "N"), R("b", 2, 2, "N")],
  [T(P("a"), P("b"), X(E("a", x=1, y=2), E("b", x=2, y=2), k=1))])
S("board/pusher-into-pit", "a pusher pushes into a pit", "R-BOARD-6 R-MOVE-5",
  B(8, 8, el("pusher", x=1, y=2, side="W", registers="1"), el("pit", x=2, y=2)), [R("a", 1, 2, "N")],
  [T(P("a"), X(E("a", destroyed="true", lives=2), k=1))])
S("board/crusher-registers", "crushers destroy in their registers only", "R-BOARD-6 R-END-4",
  B(8, 8, el("crusher", x=2, y=2, registers="1"), el("crusher", x=4, y=4, registers="2")),
  [R("a", 2, 2, "N"), R("b", 4, 4, "N")],
  [T(P("a"), P("b"), X(E("a", destroyed="true", lives=2), E("b", x=4, y=4, destroyed="false"), k=1),
     X(E("b", destroyed="true", lives=2), k=2))])
S("board/pusher-before-crusher", "pushed off a crusher before it crushes", "R-BOARD-6",
  B(8, 8, el("crusher", x=2, y=2, registers="1"), el("pusher", x=2, y=2, side="W", registers="1")), [R("a", 2, 2, "N")],
  [T(P("a"), X(E("a", x=3, y=2, destroyed="false", lives=3), k=1))])
S("board/conveyed-onto-crusher", "carried onto a crusher, then crushed", "R-BOARD-6 R-BOARD-2",
  B(8, 8, cv(1, 2, "E"), el("crusher", x=2, y=2, registers="1")), [R("a", 1, 2, "N")],
  [T(P("a"), X(E("a", destroyed="true"), k=1))])
S("board/conveyor-pusher-gear-order", "belt, then pusher, then gear", "R-BOARD-2 R-BOARD-5 R-BOARD-6",
  B(8, 8, cv(1, 2, "E"), el("pusher", x=2, y=2, side="N", registers="1"), el("gear", x=2, y=3, rotation="cw")),
  [R("a", 1, 2, "N")],
  [T(P("a"), X(E("a", x=2, y=3, facing="E"), k=1))])
S("board/pusher-powered-down", "a pusher pushes a powered-down robot", "R-BOARD-6 R-MOVE-6",
  B(8, 8, el("pusher", x=2, y=2, side="W", registers="1")), [R("a", 2, 2, "N", powered_down="true")],
  [T(X(E("a", x=3, y=2, powered_down="true", dealt=0), k=1))])
S("board/classic-curve", "[2005] curve turn", "R-BOARD-4",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "S", 1)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=2, facing="E"), k=1))], rules="classic-2005")
S("board/conveyor-powered-down", "a belt carries a powered-down robot", "R-MOVE-6 R-BOARD-2 R-BOARD-4",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "S")), [R("r", 1, 1, "N", powered_down="true")],
  [T(X(E("r", x=2, y=1, facing="E"), k=1))])
# ---------------------------------------------------------------- lasers
def lz(x, y, d, beams=None):
    return el("laser", x=x, y=y, dir=d, beams=beams) if beams else el("laser", x=x, y=y, dir=d)
S("lasers/own-tile", "a board laser's beam covers its own tile", "R-LASER-1",
  B(8, 8, lz(2, 2, "E")), [R("r", 2, 2, "N")],
  [T(P("r"), X(E("r", damage=1), k=1)), X(E("r", damage=5))])
S("lasers/three-beams-destroy", "three beams every register destroy in register 4", "R-LASER-1 R-LASER-3 R-END-4",
  B(8, 8, lz(0, 2, "E", 3)), [R("r", 4, 2, "N")],
  [T(P("r"), X(E("r", damage=3), k=1), X(E("r", damage=9), k=3), X(E("r", destroyed="true", lives=2), k=4)),
   X(E("r", destroyed="true", lives=2)),
   T(P("r"), X(E("r", x=4, y=2, facing="N", damage=5, dealt=7, destroyed="false"), k=1))])
S("lasers/wall-stops-board-beam", "a wall stops a board laser", "R-LASER-1 R-GEO-2",
  B(8, 8, lz(0, 2, "E", 2), el("wall", x=2, y=2, side="E")), [R("r", 4, 2, "N")],
  [T(P("r"), X(E("r", damage=0), k=1))])
S("lasers/wall-on-far-side-of-emitter", "a wall on the emitter's own far side: only its own tile", "R-LASER-1 R-GEO-2",
  B(8, 8, lz(2, 2, "E"), el("wall", x=2, y=2, side="E")), [R("r", 3, 2, "N")],
  [T(P("r"), X(E("r", damage=0), k=1))])
S("lasers/first-robot-only", "a beam stops at the first robot", "R-LASER-1",
  B(8, 8, lz(0, 2, "E", 2)), [R("a", 2, 2, "N"), R("b", 4, 2, "N")],
  [T(P("a"), P("b"), X(E("a", damage=2), E("b", damage=0), k=1))])
S("lasers/robot-laser-range", "a robot laser hits a robot further along", "R-LASER-2", b8,
  [R("a", 1, 1, "E"), R("b", 4, 1, "N")],
  [T(P("a"), P("b"), X(E("a", damage=0), E("b", damage=1), k=1)), X(E("b", damage=5))])
S("lasers/robot-laser-wall-own-side", "a wall on the shooter's front side stops its laser", "R-LASER-2 R-GEO-2",
  B(8, 8, el("wall", x=1, y=1, side="E")), [R("a", 1, 1, "E"), R("b", 2, 1, "N")],
  [T(P("a"), P("b"), X(E("b", damage=0), k=1))])
S("lasers/robot-laser-wall-target-side", "a wall in front of the target stops the laser", "R-LASER-2 R-GEO-2",
  B(8, 8, el("wall", x=4, y=1, side="W")), [R("a", 1, 1, "E"), R("b", 4, 1, "N")],
  [T(P("a"), P("b"), X(E("b", damage=0), k=1))])
S("lasers/face-to-face", "two robots face to face hit each other at the same moment", "R-LASER-1 R-LASER-2", b8,
  [R("a", 1, 1, "E"), R("b", 2, 1, "W")],
  [T(P("a"), P("b"), X(E("a", damage=1), E("b", damage=1), k=1))])
S("lasers/destroyed-robot-still-fires", "a robot destroyed by a beam still fires in the same phase", "R-LASER-1 R-LASER-3 R-PROG-1",
  B(8, 8, lz(1, 1, "S", 3)),
  [R("a", 1, 1, "E", damage=7, registers="move1@490 move1@500 uturn@10 uturn@20 uturn@30"), R("b", 2, 1, "N")],
  [T(P("a", ""), P("b"), X(E("a", destroyed="true", lives=2), E("b", damage=1), k=1))])
S("lasers/sum-of-beams", "board beams and a robot beam add up", "R-LASER-1 R-LASER-2 R-LASER-3",
  B(8, 8, lz(0, 3, "E", 2)), [R("a", 3, 1, "S"), R("b", 3, 3, "N")],
  [T(P("a"), P("b"), X(E("a", damage=1), E("b", damage=3), k=1))])
S("lasers/powered-down-hit-not-firing", "a powered-down robot is hit but does not fire", "R-LASER-2 R-START-3", b8,
  [R("a", 1, 1, "E", damage=3, powered_down="true"), R("b", 2, 1, "W")],
  [T(P("b"), X(E("a", damage=1, dealt=0), E("b", damage=0), k=1))])
S("lasers/robot-laser-stops-at-robot", "a robot laser does not pass through robots", "R-LASER-2", b8,
  [R("c", 0, 4, "E"), R("a", 2, 4, "N"), R("b", 3, 4, "N")],
  [T(P("a"), P("b"), P("c"), X(E("a", damage=1), E("b", damage=0), E("c", damage=0), k=1))])
S("lasers/nine-damage-locked", "9 damage: nothing dealt, all registers locked, one beam destroys", "R-LASER-3 R-PROG-1 R-DEAL-2",
  B(8, 8, lz(0, 3, "E")), [R("r", 3, 3, "N", damage=9, registers="left@70 right@80 left@90 right@100 left@110")],
  [T(X(E("r", destroyed="true", lives=2, dealt=0), k=1))])
S("lasers/classic-beams", "[2005] beams", "R-LASER-1 R-LASER-2",
  B(8, 8, lz(0, 2, "E", 2)), [R("a", 2, 2, "N"), R("b", 2, 5, "N")],
  [T(P("a"), P("b"), X(E("a", damage=3), E("b", damage=0), k=1))], rules="classic-2005")
# ---------------------------------------------------------------- checkpoints
def fl(x, y, n):
    return el("flag", x=x, y=y, number=n)
S("checkpoints/flag-in-order", "reaching flag 1: archive moves, next flag 2, repaired at the end", "R-CHECK-1 R-CHECK-2 R-END-1",
  B(8, 8, fl(2, 2, 1), fl(5, 5, 2)), [R("r", 2, 3, "N", damage=2)],
  [T(P("r", "move1@500"), X(E("r", x=2, y=2, next_flag=2, archive_x=2, archive_y=2, damage=2, dealt=7), k=1)),
   X(E("r", next_flag=2, archive_x=2, archive_y=2, damage=1))])
S("checkpoints/flag-out-of-order", "a flag out of order moves the archive only", "R-CHECK-1 R-CHECK-2",
  B(8, 8, fl(5, 5, 1), fl(2, 2, 2)), [R("r", 2, 3, "N")],
  [T(P("r", "move1@500"), X(E("r", next_flag=1, archive_x=2, archive_y=2), k=1)), X(E("r", next_flag=1, archive_x=2, archive_y=2))])
S("checkpoints/repair-site-no-repair-now", "a repair site moves the archive; repair only at the end", "R-CHECK-1 R-END-1",
  B(8, 8, el("repair", x=3, y=3), fl(6, 6, 1)), [R("r", 3, 4, "N", damage=3)],
  [T(P("r", "move1@500"), X(E("r", archive_x=3, archive_y=3, damage=3), k=1), X(E("r", damage=3), k=5)),
   X(E("r", damage=2, archive_x=3, archive_y=3))])
S("checkpoints/passing-over-flag", "passing over a flag does not touch it", "R-CHECK-1 R-CHECK-2",
  B(8, 8, fl(2, 4, 1)), [R("r", 2, 5, "N")],
  [T(P("r", "move2@700"), X(E("r", x=2, y=3, next_flag=1, archive_x=2, archive_y=5), k=1))])
S("checkpoints/win-ends-game", "reaching the last flag wins; later registers and end of turn do not happen", "R-CHECK-3 R-CHECK-2",
  B(8, 8, fl(6, 1, 1), fl(2, 4, 2)), [R("r", 2, 5, "N", damage=3, next_flag=2), R("o", 6, 6, "N")],
  [T(P("r", "move1@500 move1@510 move1@520"), P("o", "move1@600 move1@610"),
     X(E("r", x=2, y=4, next_flag=3), E("o", x=6, y=5), W("r"), k=1)),
   X(E("r", x=2, y=4, damage=3, next_flag=3), E("o", x=6, y=5), W("r")),
   T(P("r", "move1@500"), P("o", "move1@600")),
   X(E("r", x=2, y=4, damage=3, next_flag=3), E("o", x=6, y=5), W("r"))])
S("checkpoints/destroyed-on-flag", "destroyed by a laser on a flag: no touch", "R-CHECK-1 R-LASER-3",
  B(8, 8, fl(2, 2, 1), fl(6, 6, 2), lz(2, 2, "E", 3)),
  [R("r", 2, 3, "N", damage=7, registers="move1@490 move1@495 uturn@10 uturn@20 uturn@30")],
  [T(P("r", "move1@500"), X(E("r", destroyed="true", next_flag=1, archive_x=2, archive_y=3), k=1)),
   T(P("r", ""), X(E("r", x=2, y=3, damage=2, next_flag=1, destroyed="false"), k=1))])
S("checkpoints/three-flags-last", "after the last of three flags, next flag is 4", "R-CHECK-2 R-CHECK-3",
  B(8, 8, fl(6, 6, 1), fl(6, 1, 2), fl(2, 2, 3)), [R("r", 2, 3, "N", next_flag=3)],
  [T(P("r", "move1@500"), X(E("r", next_flag=4), W("r"), k=1))])
S("checkpoints/two-flags-one-turn", "flag 1 in register 1, flag 2 in register 2", "R-CHECK-2 R-CHECK-3",
  B(8, 8, fl(2, 4, 1), fl(2, 2, 2)), [R("r", 2, 5, "N")],
  [T(P("r", "move1@500 move2@700 move1@510"), X(E("r", next_flag=2), k=1), X(E("r", x=2, y=2, next_flag=3), W("r"), k=2)),
   X(E("r", x=2, y=2), W("r"))])
S("checkpoints/conveyed-onto-flag", "carried onto a flag counts", "R-CHECK-2",
  B(8, 8, el("conveyor", x=1, y=1, dir="E"), fl(2, 1, 1), fl(6, 6, 2)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=1, next_flag=2, archive_x=2, archive_y=1), k=1))])
S("checkpoints/pushed-onto-flag", "pushed onto a flag counts", "R-CHECK-2 R-MOVE-4",
  B(8, 8, fl(3, 3, 1), fl(6, 6, 2)), [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@500"), P("b"), X(E("b", x=3, y=3, next_flag=2), E("a", next_flag=1), k=1))])
S("checkpoints/archive-attributes", "archive-x/y attributes: re-entry on the declared archive", "R-START-1 R-CHECK-1", b8,
  [R("r", 0, 2, "W", archive_x=5, archive_y=5)],
  [T(P("r", "move1@500"), X(E("r", destroyed="true", archive_x=5, archive_y=5), k=1)),
   T(P("r"), X(E("r", x=5, y=5, facing="W", damage=2), k=1))])
S("checkpoints/classic-win", "[2005] win", "R-CHECK-3",
  B(8, 8, fl(2, 4, 1)), [R("r", 2, 5, "N")],
  [T(P("r", "move1@500 move1@510"), X(E("r", x=2, y=4, next_flag=2), W("r"), k=1)), X(E("r", x=2, y=4), W("r"))],
  rules="classic-2005")
S("checkpoints/winner-with-laser-damage", "the winner's laser phase still happens before the checkpoint", "R-CHECK-3 R-LASER-1",
  B(8, 8, fl(2, 4, 1), lz(0, 4, "E", 2)), [R("r", 2, 5, "N")],
  [T(P("r", "move1@500"), X(E("r", damage=2, next_flag=2), W("r"), k=1)), X(E("r", damage=2), W("r"))])
# ---------------------------------------------------------------- end of turn
S("end-of-turn/single-repair", "single repair site repairs 1", "R-END-1",
  B(8, 8, el("repair", x=3, y=3)), [R("r", 3, 3, "N", damage=3)],
  [T(P("r"), X(E("r", dealt=6, damage=3), k=5)), X(E("r", damage=2, options=0))])
S("end-of-turn/flag-repair", "a flag repairs 1 (even out of order)", "R-END-1",
  B(8, 8, fl(6, 6, 1), fl(3, 3, 2)), [R("r", 3, 3, "N", damage=4)],
  [T(P("r")), X(E("r", damage=3, next_flag=1))])
S("end-of-turn/double-repair", "double repair site repairs 2 by default", "R-END-2",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=3)],
  [T(P("r")), X(E("r", damage=1, options=0))])
S("end-of-turn/double-option", "double repair site: option instead of repair", "R-END-2 R-OPT-1 R-PROG-4",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=3)],
  [T(P("r", "", double_repair="option")), X(E("r", damage=3, options=1))])
S("end-of-turn/classic-double", "[2005] double repair: 1 damage and an option", "R-END-2 R-OPT-1",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=3)],
  [T(P("r")), X(E("r", damage=2, options=1))], rules="classic-2005")
S("end-of-turn/classic-single", "[2005] single repair: 1 damage, no option", "R-END-1",
  B(8, 8, el("repair", x=3, y=3)), [R("r", 3, 3, "N", damage=3)],
  [T(P("r")), X(E("r", damage=2, options=0))], rules="classic-2005")
S("end-of-turn/powered-down-no-option", "a powered-down robot on a double site takes no option", "R-END-2 R-START-3",
  B(8, 8, el("repair", x=3, y=3, double="true"), lz(0, 3, "E")), [R("r", 3, 3, "E", damage=2, powered_down="true")],
  [T(P("r", "", double_repair="option"), X(E("r", damage=5), k=5)), X(E("r", options=0))])
S("end-of-turn/classic-powered-down-double", "[2005] powered-down on a double site: repairs 1, no option", "R-END-2 R-START-3",
  B(8, 8, el("repair", x=3, y=3, double="true"), lz(0, 3, "E")), [R("r", 3, 3, "E", damage=2, powered_down="true")],
  [T(X(E("r", damage=5), k=5)), X(E("r", damage=4, options=0))], rules="classic-2005")
S("end-of-turn/locked-register-stays", "a locked register's card stays and runs again next turn", "R-END-3 R-PROG-1 R-DEAL-2", b8,
  [R("r", 3, 6, "N", damage=5, registers="right@80 right@100 right@120 right@140 move1@500")],
  [T(P("r", ""), X(E("r", x=3, y=6, facing="N", dealt=4), k=4), X(E("r", x=3, y=5, facing="N"), k=5)),
   X(E("r", x=3, y=5, damage=5)),
   T(P("r", ""), X(E("r", x=3, y=4, facing="N", dealt=4), k=5))])
S("end-of-turn/power-down-cycle", "announced power down: next turn no cards, all repaired; then powers up", "R-END-5 R-START-3 R-PROG-4", b8,
  [R("r", 3, 6, "N", damage=3)],
  [T(P("r", "", power_down="true"), X(E("r", dealt=6, powered_down="false"), k=1)),
   X(E("r", damage=3)),
   T(X(E("r", powered_down="true", dealt=0, damage=0), k=1), X(E("r", x=3, y=6), k=5)),
   T(P("r", "move1@500"), X(E("r", x=3, y=5, powered_down="false", dealt=9), k=1))])
S("end-of-turn/power-down-again", "announcing again while powered down keeps it down", "R-END-5 R-START-3", b8,
  [R("r", 3, 6, "N", powered_down="true")],
  [T(P("r", "", power_down="true"), X(E("r", powered_down="true", dealt=0), k=1)),
   T(X(E("r", powered_down="true", dealt=0, x=3, y=6), k=1)),
   T(P("r", ""), X(E("r", powered_down="false", dealt=9), k=1))])
S("end-of-turn/powered-down-attribute", "powered-down true: powered down in the first turn, repairs all", "R-START-3 R-MOVE-6",
  b8, [R("r", 3, 6, "N", damage=4, powered_down="true")],
  [T(X(E("r", powered_down="true", damage=0, dealt=0, x=3, y=6, facing="N"), k=1)), X(E("r", x=3, y=6, damage=0))])
# ---------------------------------------------------------------- destruction and re-entry
S("turn-start/reentry/life-lost-reenter", "a life lost at once; re-entry next turn with 2 damage, 7 cards", "R-END-4 R-START-1 R-DEAL-2", b8,
  [R("r", 1, 1, "N")],
  [T(P("r", "move3@800"), X(E("r", destroyed="true", lives=2), k=1), X(E("r", destroyed="true", lives=2), k=5)),
   X(E("r", destroyed="true", lives=2)),
   T(P("r"), X(E("r", x=1, y=1, facing="N", damage=2, dealt=7, lives=2, destroyed="false"), k=1))])
S("turn-start/reentry/facing-attribute", "reentry-facing on the robot", "R-START-1", b8,
  [R("r", 1, 1, "N", reentry_facing="W")],
  [T(P("r", "move3@800")), T(P("r"), X(E("r", x=1, y=1, facing="W", damage=2), k=1))])
S("turn-start/reentry/facing-declared-stays", "a facing declared in a program stays in force", "R-START-1 R-PROG-4", b8,
  [R("r", 1, 0, "N")],
  [T(P("r", "move1@500", reentry_facing="S"), X(E("r", destroyed="true"), k=1)),
   T(P("r", "uturn@10 move1@500"), X(E("r", x=1, y=0, facing="N", damage=2), k=1), X(E("r", destroyed="true", lives=1), k=2)),
   T(P("r"), X(E("r", x=1, y=0, facing="S", damage=2, lives=1), k=1))])
S("turn-start/reentry/default-facing-archive-touch", "default re-entry facing: the facing when the archive was last touched", "R-START-1 R-CHECK-1",
  B(8, 8, el("repair", x=3, y=3)), [R("r", 2, 3, "E")],
  [T(P("r", "move1@500 move1@510 left@70 move3@800 move1@520"), X(E("r", x=3, y=3, archive_x=3, archive_y=3), k=1),
     X(E("r", x=4, y=0, facing="N"), k=4), X(E("r", destroyed="true"), k=5)),
   T(P("r"), X(E("r", x=3, y=3, facing="E", damage=2), k=1))])
S("turn-start/reentry/out-of-lives", "the last life lost: out of the game for good", "R-START-4 R-END-4", b8,
  [R("r", 1, 0, "N", lives=1)],
  [T(P("r", "move1@500"), X(E("r", destroyed="true", lives=0), k=1)),
   T(X(E("r", destroyed="true", lives=0), k=1)), X(E("r", destroyed="true", lives=0))])
S("turn-start/reentry/occupied-takes-north", "archive occupied by a robot that never left: the N neighbour", "R-START-2", b8,
  [R("a", 0, 5, "W", archive_x=3, archive_y=3, reentry_facing="N"), R("b", 3, 3, "E")],
  [T(P("a", "move1@500"), P("b")), T(P("a"), P("b"), X(E("a", x=3, y=2, facing="N", damage=2), E("b", x=3, y=3), k=1))], sym=False)
S("turn-start/reentry/search-skips-pits-and-robots", "N is a pit, NE taken, E a pit: SE", "R-START-2",
  B(8, 8, el("pit", x=3, y=2), el("pit", x=4, y=3)),
  [R("a", 0, 6, "W", archive_x=3, archive_y=3, reentry_facing="S"), R("b", 3, 3, "W"), R("c", 4, 2, "N")],
  [T(P("a", "move1@500"), P("b"), P("c")),
   T(P("a"), P("b"), P("c"), X(E("a", x=4, y=4, facing="S", damage=2), k=1))], sym=False)
S("turn-start/reentry/corner-skips-off-board", "archive in the NW corner: N and NE are off the board, E", "R-START-2", b8,
  [R("a", 0, 6, "W", archive_x=0, archive_y=0, reentry_facing="N"), R("b", 0, 0, "N")],
  [T(P("a", "move1@500"), P("b")),
   T(P("a"), P("b"), X(E("a", x=1, y=0, facing="N", damage=2), k=1))], sym=False)
S("turn-start/reentry/order-by-destruction-moment", "destroyed first re-enters first, regardless of start number", "R-START-2", b8,
  [R("a", 0, 5, "W", archive_x=3, archive_y=3, reentry_facing="S", start=2),
   R("b", 7, 5, "E", archive_x=3, archive_y=3, reentry_facing="N", start=1)],
  [T(P("a", "move1@600"), P("b", "move1@500")),
   T(P("a"), P("b"), X(E("a", x=3, y=3, facing="S"), E("b", x=3, y=2, facing="N"), k=1))], sym=False)
S("turn-start/reentry/same-moment-start-number", "destroyed at the same moment: lower start number first", "R-START-2 R-BOARD-3",
  B(8, 8, el("conveyor", x=0, y=5, dir="W"), el("conveyor", x=7, y=5, dir="E")),
  [R("a", 0, 5, "N", archive_x=3, archive_y=3, reentry_facing="N", start=2),
   R("b", 7, 5, "N", archive_x=3, archive_y=3, reentry_facing="S", start=1)],
  [T(P("a"), P("b"), X(E("a", destroyed="true"), E("b", destroyed="true"), k=1)),
   T(P("a"), P("b"), X(E("b", x=3, y=3, facing="S"), E("a", x=3, y=2, facing="N"), k=1))], sym=False)
S("turn-start/reentry/two-damage-from-high-damage", "re-entry always with exactly 2 damage", "R-START-1 R-DEAL-2 R-PROG-1", b8,
  [R("r", 1, 0, "N", damage=6, registers="uturn@10 uturn@20 uturn@30 left@70 left@90")],
  [T(P("r", "move1@500 right@80 right@100"), X(E("r", destroyed="true", dealt=3), k=1)),
   T(P("r"), X(E("r", x=1, y=0, damage=2, dealt=7), k=1))])
S("turn-start/reentry/classic-two-damage", "[2005] re-entry with 2 damage", "R-START-1", b8,
  [R("r", 1, 0, "N")],
  [T(P("r", "move1@500")), T(P("r"), X(E("r", x=1, y=0, facing="N", damage=2, dealt=7), k=1))], rules="classic-2005")
S("turn-start/reentry/declared-facing-beside-archive", "the declared facing also applies beside the archive", "R-START-1 R-START-2", b8,
  [R("a", 0, 5, "W", archive_x=3, archive_y=3), R("b", 3, 3, "S")],
  [T(P("a", "move1@500", reentry_facing="E"), P("b")),
   T(P("a"), P("b"), X(E("a", x=3, y=2, facing="E"), k=1))], sym=False)
S("turn-start/reentry/default-facing-robot-facing", "no declaration, archive never touched: the robot's facing attribute", "R-START-1", b8,
  [R("r", 2, 0, "W")],
  [T(P("r", "right@80 move1@500")), T(P("r"), X(E("r", x=2, y=0, facing="W", damage=2), k=1))])
# ---------------------------------------------------------------- dealing and programming
S("programming/dealt-nine-minus-damage", "dealt 9 - damage", "R-DEAL-2", b8,
  [R("a", 1, 1, "S", damage=3), R("b", 3, 1, "S"), R("c", 5, 1, "S", damage=4)],
  [T(P("a"), P("b"), P("c"), X(E("a", dealt=6), E("b", dealt=9), E("c", dealt=5), k=1))])
S("programming/all-locked-no-program", "9 damage: all five registers locked, no program needed", "R-PROG-1 R-DEAL-2 R-PROG-3", b8,
  [R("r", 3, 6, "N", damage=9, registers="move1@500 left@70 move1@510 right@80 move1@520")],
  [T(X(E("r", x=3, y=5, facing="N", dealt=0), k=1), X(E("r", facing="W"), k=2), X(E("r", x=2, y=5), k=3),
     X(E("r", x=2, y=4, facing="N", damage=9), k=5))])
S("programming/six-damage-locks-4-5", "6 damage locks registers 4 and 5", "R-PROG-1 R-PROG-2", b8,
  [R("r", 3, 6, "N", damage=6, registers="uturn@10 uturn@20 uturn@30 right@80 move1@520")],
  [T(P("r", "move1@500 left@70 move1@510"), X(E("r", x=3, y=5, dealt=3), k=1), X(E("r", facing="W"), k=2),
     X(E("r", x=2, y=5), k=3), X(E("r", facing="N"), k=4), X(E("r", x=2, y=4, facing="N"), k=5))])
S("programming/five-damage-locks-5", "5 damage locks register 5 only", "R-PROG-1", b8,
  [R("r", 3, 6, "N", damage=5, registers="uturn@10 uturn@20 uturn@30 uturn@40 move2@700")],
  [T(P("r", "move1@500 left@70 right@80 uturn@50"), X(E("r", x=3, y=5, facing="S", dealt=4), k=4), X(E("r", x=3, y=7, facing="S"), k=5))])
S("programming/four-damage-no-lock", "4 damage: nothing locked, old registers are not used", "R-PROG-1 R-PROG-2", b8,
  [R("r", 3, 6, "N", damage=4, registers="move1@500 move1@510 move1@520 move1@530 move1@540")],
  [T(P("r", ""), X(E("r", x=3, y=6, dealt=5), k=5))])
S("programming/fewer-cards", "fewer cards than registers: the rest do nothing", "R-PROG-2", b8,
  [R("r", 3, 6, "N")],
  [T(P("r", "move1@500 right@80"), X(E("r", x=3, y=5), k=1), X(E("r", x=3, y=5, facing="E"), k=5))])
S("programming/random-program-boxed", "no program: a random one; a boxed robot cannot leave its tile", "R-PROG-3",
  B(8, 8, el("wall", x=3, y=3, side="N"), el("wall", x=3, y=3, side="E"), el("wall", x=3, y=3, side="S"), el("wall", x=3, y=3, side="W")),
  [R("r", 3, 3, "N")],
  [T(X(E("r", x=3, y=3, dealt=9, damage=0, destroyed="false"), k=5))], seed=42, sym=False)
S("programming/card-order-in-register", "cards fill registers in order given", "R-PROG-2", b8,
  [R("r", 3, 6, "N")],
  [T(P("r", "right@80 move1@500"), X(E("r", x=3, y=6, facing="E"), k=1), X(E("r", x=4, y=6, facing="E"), k=2))])
S("programming/classic-locks", "[2005] same locking", "R-PROG-1 R-DEAL-2", b8,
  [R("r", 3, 6, "N", damage=7, registers="uturn@10 uturn@20 move1@500 move1@510 move1@520")],
  [T(P("r", "left@70 right@80"), X(E("r", x=3, y=3, facing="N", dealt=2), k=5))], rules="classic-2005")

# ---------------------------------------------------------------- second round
S("movement/no-belt-during-move", "belts do nothing during a robot's own move", "R-MOVE-5",
  B(8, 8, cv(2, 3, "N", 1), el("gear", x=3, y=3, rotation="cw")), [R("r", 1, 3, "E")],
  [T(P("r", "move3@800"), X(E("r", x=4, y=3, facing="E"), k=1))])
S("movement/pushed-onto-belt-no-turn", "pushed onto a belt: no turn on arrival, then carried", "R-BOARD-4 R-MOVE-4",
  B(8, 8, cv(3, 3, "S")), [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@500"), P("b"), X(E("a", x=2, y=3), E("b", x=3, y=4, facing="N", damage=0), k=1))])
S("movement/pushed-into-pit-before-own-card", "a robot destroyed before its card does not play it", "R-MOVE-1 R-MOVE-5",
  B(8, 8, el("pit", x=3, y=3)), [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@600"), P("b", "move1@500"), X(E("a", x=2, y=3), E("b", destroyed="true", lives=2), k=1))])
S("movement/pushed-then-own-move", "pushed by a higher card, then moves from the new tile", "R-MOVE-1 R-MOVE-4", b8,
  [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@600"), P("b", "move1@500"), X(E("a", x=2, y=3, damage=0), E("b", x=3, y=2, damage=0), k=1))])
S("movement/wall-between-pusher-and-pushed", "a wall between mover and robot: no push, no move", "R-MOVE-3 R-MOVE-4",
  B(8, 8, el("wall", x=1, y=3, side="E")), [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move2@700"), P("b"), X(E("a", x=1, y=3), E("b", x=2, y=3, damage=0), k=1))])
S("board/side-merge-turns-right", "side entry from the other side turns right", "R-BOARD-4",
  B(8, 8, cv(1, 3, "N"), cv(1, 2, "N"), cv(1, 1, "N"), cv(2, 2, "W")), [R("r", 2, 2, "S")],
  [T(P("r"), X(E("r", x=1, y=2, facing="W"), k=1))])
S("board/blocked-no-turn", "a robot that could not move onto a curve is not turned", "R-BOARD-3 R-BOARD-4",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "S"), el("wall", x=2, y=1, side="S")),
  [R("a", 1, 1, "N"), R("b", 2, 1, "W")],
  [T(P("a"), P("b"), X(E("a", x=1, y=1, facing="N"), E("b", x=2, y=1, facing="W"), k=1))])
S("board/merge-conflict-leaver-still-moves", "two robots into the tile one leaves: both stay, the leaver moves", "R-BOARD-3",
  B(8, 8, cv(1, 2, "E"), cv(2, 2, "E"), cv(2, 1, "S")),
  [R("a", 1, 2, "S"), R("b", 2, 2, "S"), R("c", 2, 1, "E")],
  [T(P("a"), P("b"), P("c"), X(E("a", x=1, y=2), E("b", x=3, y=2), E("c", x=2, y=1), k=1))])
S("board/express-waits-for-normal", "step 1: blocked by a normal-belt robot; step 2: both move", "R-BOARD-1 R-BOARD-2 R-BOARD-3",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "E")), [R("a", 1, 1, "N"), R("b", 2, 1, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=1), E("b", x=3, y=1), k=1))])
S("board/normal-onto-express-once", "a normal belt carries onto an express curve: turned, moved only once", "R-BOARD-2 R-BOARD-4",
  B(8, 8, cv(1, 1, "E"), cv(2, 1, "S", 1)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=1, facing="E"), k=1), X(E("r", x=2, y=2, facing="E"), k=2))])
S("board/flag-on-belt-carried-away", "carried off a flag before the checkpoint phase: no touch", "R-CHECK-1 R-BOARD-2",
  B(8, 8, cv(1, 1, "E"), fl(1, 1, 1), fl(6, 6, 2)), [R("r", 1, 1, "N")],
  [T(P("r"), X(E("r", x=2, y=1, next_flag=1, archive_x=1, archive_y=1), k=1))])
S("board/pusher-into-stuck-line", "a pusher against a robot stuck at a wall: nothing moves", "R-BOARD-6",
  B(8, 8, el("pusher", x=1, y=2, side="N", registers="1 2 3 4 5"), el("wall", x=1, y=3, side="S")),
  [R("a", 1, 2, "E"), R("b", 1, 3, "E")],
  [T(P("a"), P("b"), X(E("a", x=1, y=2), E("b", x=1, y=3), k=5))])
S("board/crusher-powered-down", "a crusher destroys a powered-down robot", "R-BOARD-6 R-MOVE-6",
  B(8, 8, el("crusher", x=2, y=2, registers="3")), [R("a", 2, 2, "N", powered_down="true")],
  [T(X(E("a", x=2, y=2), k=2), X(E("a", destroyed="true", lives=2), k=3))])
S("lasers/powered-down-blocks-beam", "a powered-down robot stops a board beam", "R-LASER-1 R-MOVE-6",
  B(8, 8, lz(0, 2, "E")), [R("a", 2, 2, "N", powered_down="true"), R("b", 4, 2, "N")],
  [T(P("b"), X(E("a", damage=1), E("b", damage=0), k=1))])
S("lasers/facing-edge", "a robot facing the edge hits nothing", "R-LASER-2", b8,
  [R("a", 0, 1, "W"), R("b", 1, 2, "N")],
  [T(P("a"), P("b"), X(E("a", damage=0), E("b", damage=0), k=1))])
S("checkpoints/win-other-robot-touches-same-phase", "the game ends after the checkpoint phase: other robots still touch", "R-CHECK-3 R-CHECK-1",
  B(8, 8, fl(2, 4, 1), el("repair", x=5, y=4)), [R("r", 2, 5, "N"), R("o", 5, 5, "N", damage=2)],
  [T(P("r", "move1@500"), P("o", "move1@600 move1@610"),
     X(E("o", x=5, y=4, archive_x=5, archive_y=4, damage=2), W("r"), k=1),
     X(E("o", x=5, y=4, damage=2), E("r", x=2, y=4), k=3)),
   X(E("o", x=5, y=4, damage=2), W("r"))])
S("checkpoints/next-flag-attribute", "next-flag attribute: flag 1 is then out of order", "R-CHECK-2",
  B(8, 8, fl(2, 2, 1), fl(6, 6, 2), fl(6, 1, 3)), [R("r", 2, 3, "N", next_flag=2)],
  [T(P("r", "move1@500"), X(E("r", next_flag=2, archive_x=2, archive_y=2), k=1))])
S("end-of-turn/option-on-single-repair", "asking an option on a single repair site: it repairs 1", "R-END-1 R-END-2",
  B(8, 8, el("repair", x=3, y=3)), [R("r", 3, 3, "N", damage=3)],
  [T(P("r", "", double_repair="option")), X(E("r", damage=2, options=0))])
S("end-of-turn/no-negative-damage", "repair never goes below 0", "R-END-1 R-END-2",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=1)],
  [T(P("r")), X(E("r", damage=0))])
S("end-of-turn/locked-after-damage-in-turn", "damage reaching 5 during the turn: register 5 keeps its card", "R-END-3 R-PROG-1",
  B(8, 8, lz(3, 7, "N")), [R("r", 2, 6, "E", damage=4)],
  [T(P("r", "move1@500 move1@510 uturn@10 uturn@20 move1@520"), X(E("r", x=3, y=6, damage=5), k=1), X(E("r", x=5, y=6, damage=5), k=5)),
   X(E("r", x=5, y=6, damage=5)),
   T(P("r", ""), X(E("r", x=5, y=6, dealt=4), k=4), X(E("r", x=6, y=6, facing="E"), k=5))])
S("end-of-turn/powered-down-locked-no-card", "locked register with no card after a power down takes a card from the deck", "R-PROG-1 R-START-3",
  B(8, 8, lz(3, 3, "N"), el("wall", x=3, y=3, side="N"), el("wall", x=3, y=3, side="E"), el("wall", x=3, y=3, side="S"), el("wall", x=3, y=3, side="W")),
  [R("r", 3, 3, "N", powered_down="true")],
  [T(X(E("r", damage=5, dealt=0), k=5)), X(E("r", damage=5)),
   T(P("r", ""), X(E("r", x=3, y=3, damage=6, dealt=4, powered_down="false"), k=1))], seed=3, sym=False)
S("turn-start/reentry/ring-two", "archive on the west edge, every neighbour a pit: the N tile of ring 2", "R-START-2",
  B(8, 8, el("pit", x=0, y=2), el("pit", x=1, y=2), el("pit", x=1, y=3), el("pit", x=1, y=4), el("pit", x=0, y=4)),
  [R("a", 7, 6, "E", archive_x=0, archive_y=3, reentry_facing="E"), R("b", 0, 3, "S")],
  [T(P("a", "move1@500"), P("b")), T(P("a"), P("b"), X(E("a", x=0, y=1, facing="E"), k=1))], sym=False)
S("turn-start/reentry/lives-configurable", "lives attribute: 5 lives, one lost", "R-START-4 R-END-4", b8,
  [R("r", 1, 0, "N", lives=5)],
  [T(P("r", "move1@500"), X(E("r", lives=4, destroyed="true"), k=1)), T(P("r"), X(E("r", lives=4, destroyed="false", x=1, y=0), k=1))])
S("turn-start/reentry/classic-order", "[2005] re-entry order by destruction moment", "R-START-2", b8,
  [R("a", 0, 5, "W", archive_x=3, archive_y=3, reentry_facing="S", start=2),
   R("b", 7, 5, "E", archive_x=3, archive_y=3, reentry_facing="N", start=1)],
  [T(P("a", "move1@600"), P("b", "move1@500")),
   T(P("a"), P("b"), X(E("a", x=3, y=3, facing="S"), E("b", x=3, y=2, facing="N"), k=1))], rules="classic-2005", sym=False)
S("end-of-turn/classic-power-down", "[2005] power down cycle", "R-END-5 R-START-3", b8,
  [R("r", 3, 6, "N", damage=3)],
  [T(P("r", "", power_down="true")),
   T(X(E("r", powered_down="true", dealt=0, damage=0), k=1)),
   T(P("r", ""), X(E("r", powered_down="false", dealt=9), k=1))], rules="classic-2005")
S("turn-start/reentry/destroyed-twice-order", "destroyed in register 3 vs register 1 of the same turn", "R-START-2", b8,
  [R("a", 0, 5, "N", archive_x=3, archive_y=3, reentry_facing="S", start=1),
   R("b", 7, 5, "E", archive_x=3, archive_y=3, reentry_facing="N", start=2)],
  [T(P("a", "left@70 right@80 left@90 move1@500"), P("b", "move1@510")),
   T(P("a"), P("b"), X(E("b", x=3, y=3, facing="N"), E("a", x=3, y=2, facing="S"), k=1))], sym=False)

# ---------------------------------------------------------------- third round
S("checkpoints/win-in-register-5-no-end-of-turn", "winning in register 5: no end-of-turn repair", "R-CHECK-3 R-END-1",
  B(8, 8, fl(2, 4, 1), el("repair", x=5, y=5)), [R("r", 2, 5, "N", damage=3), R("o", 5, 5, "N", damage=3)],
  [T(P("r", "uturn@10 uturn@20 uturn@30 uturn@40 move1@500"), P("o", ""), X(E("r", x=2, y=4), W("r"), k=5)),
   X(E("r", x=2, y=4, damage=3, next_flag=2), E("o", damage=3), W("r"))])
S("checkpoints/powered-down-touches", "a powered-down robot conveyed onto its last flag touches it and wins", "R-CHECK-2 R-CHECK-3 R-MOVE-6",
  B(8, 8, cv(1, 1, "E"), fl(2, 1, 1)), [R("r", 1, 1, "N", powered_down="true")],
  [T(X(E("r", x=2, y=1, next_flag=2), W("r"), k=1))])
S("end-of-turn/powered-down-on-flag-repairs", "a powered-down robot on a flag touches it and is repaired at the end", "R-END-1 R-START-3 R-CHECK-2",
  B(8, 8, fl(3, 3, 1), fl(6, 6, 2), lz(0, 3, "E")), [R("r", 3, 3, "E", powered_down="true", damage=4)],
  [T(X(E("r", damage=1, next_flag=2, archive_x=3, archive_y=3), k=1), X(E("r", damage=5), k=5)), X(E("r", damage=4))])

S("turn-start/reentry/program-overrides-attribute", "a program's declaration replaces the robot's reentry-facing", "R-START-1 R-PROG-4", b8,
  [R("r", 1, 0, "N", reentry_facing="W")],
  [T(P("r", "move1@500", reentry_facing="E")), T(P("r"), X(E("r", x=1, y=0, facing="E", damage=2), k=1))])
S("turn-start/reentry/conveyor-steps-are-moments", "off the board in belt step 1 vs step 2: step 1 re-enters first", "R-START-2 R-BOARD-1 R-BOARD-3",
  B(8, 8, cv(6, 1, "E", 1), cv(7, 1, "E", 1)),
  [R("a", 6, 1, "N", archive_x=3, archive_y=3, reentry_facing="N", start=1),
   R("b", 7, 1, "N", archive_x=3, archive_y=3, reentry_facing="S", start=2)],
  [T(P("a"), P("b"), X(E("a", destroyed="true"), E("b", destroyed="true"), k=1)),
   T(P("a"), P("b"), X(E("b", x=3, y=3, facing="S"), E("a", x=3, y=2, facing="N"), k=1))], sym=False)
S("checkpoints/after-game-end-register-expect", "after the game ended, after-register expectations in a later turn see the final state", "R-CHECK-3",
  B(8, 8, fl(2, 4, 1)), [R("r", 2, 5, "N", damage=1), R("o", 6, 6, "N")],
  [T(P("r", "move1@500"), P("o", "move1@400 move1@410")),
   T(P("r", "move1@500"), P("o", "move1@600"), X(E("r", x=2, y=4, damage=1), E("o", x=6, y=5), W("r"), k=2)),
   X(E("r", x=2, y=4, damage=1, next_flag=2), E("o", x=6, y=5, dealt=9))])

S("board/conflict-cascades-back", "a conflict ahead keeps the whole chain behind in place", "R-BOARD-3",
  B(8, 8, cv(1, 2, "E"), cv(2, 2, "E"), cv(3, 1, "S")),
  [R("a", 1, 2, "S"), R("b", 2, 2, "S"), R("d", 3, 1, "E")],
  [T(P("a"), P("b"), P("d"), X(E("a", x=1, y=2), E("b", x=2, y=2), E("d", x=3, y=1), k=1))])
S("board/express-onto-normal-curve", "express step 1 onto a normal belt 90 degrees off: turned, then moved in step 2", "R-BOARD-1 R-BOARD-2 R-BOARD-4",
  B(8, 8, cv(1, 1, "E", 1), cv(2, 1, "S")), [R("r", 1, 1, "W")],
  [T(P("r"), X(E("r", x=2, y=2, facing="N"), k=1))])
S("programming/dealt-kept-after-destruction", "dealt is the count dealt at the turn's start, also once destroyed", "R-DEAL-2 R-END-4", b8,
  [R("r", 1, 0, "N", damage=2)],
  [T(P("r", "move1@500"), X(E("r", destroyed="true", dealt=7), k=1)), X(E("r", destroyed="true", dealt=7, lives=2))])

S("programming/eight-damage-locks-2-5", "8 damage: one card, registers 2-5 locked", "R-PROG-1 R-DEAL-2", b8,
  [R("r", 3, 6, "N", damage=8, registers="uturn@10 move1@500 left@70 move1@510 right@80")],
  [T(P("r", "right@90"), X(E("r", facing="E", dealt=1), k=1), X(E("r", x=4, y=6), k=2), X(E("r", facing="N"), k=3),
     X(E("r", x=4, y=5), k=4), X(E("r", x=4, y=5, facing="E"), k=5))])
S("turn-start/reentry/declaration-survives-new-archive", "a declared facing stays in force after touching a new archive", "R-START-1 R-CHECK-1",
  B(8, 8, el("repair", x=3, y=3)), [R("r", 2, 3, "E", reentry_facing="S")],
  [T(P("r", "move1@500 move1@510 left@70 move3@800 move1@520"), X(E("r", archive_x=3, archive_y=3), k=1), X(E("r", destroyed="true"), k=5)),
   T(P("r"), X(E("r", x=3, y=3, facing="S", damage=2), k=1))])
S("end-of-turn/classic-double-option-choice", "[2005] choosing the option still repairs 1 and gives one option", "R-END-2 R-OPT-1",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=3)],
  [T(P("r", "", double_repair="option")), X(E("r", damage=2, options=1))], rules="classic-2005")
S("end-of-turn/options-accumulate", "a robot holds any number of option cards", "R-END-2 R-OPT-1",
  B(8, 8, el("repair", x=3, y=3, double="true")), [R("r", 3, 3, "N", damage=3)],
  [T(P("r", "", double_repair="option")), X(E("r", options=1)),
   T(P("r", "", double_repair="option")), X(E("r", options=2, damage=3)),
   T(P("r", "")), X(E("r", options=2, damage=1))])

if __name__ == "__main__":
    print(COUNT[0], "scenarios")
