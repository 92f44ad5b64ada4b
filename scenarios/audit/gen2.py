#!/usr/bin/env python3
# Generator of the second audit's scenarios in scenarios/audit/<topic>, written from RULES.md and FORMATS.md alone.
# Run it from anywhere: it rewrites the *.scenario.xml files it wrote under scenarios/audit.
import os
import sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
from scenario_writer import A, B, E, P, R, T, W, X, el, folder  # noqa: E402

S, COUNT = folder(HERE, "scenarios/audit/gen2.py")

b8 = B(8, 8)
b4 = B(4, 4)

# ---------------------------------------------------------------- movement
S("movement/line-pushed-off-edge", "a line of two: the last is pushed off the board, the others move",
  "R-MOVE-4 R-MOVE-5 R-GEO-3 R-LASER-2", b4,
  [R("a", 1, 1, "E"), R("b", 2, 1, "N"), R("c", 3, 1, "S")],
  [T(P("a", "move1@500"), P("b"), P("c"),
     X(E("a", x=2, y=1, facing="E"), E("b", x=3, y=1, facing="N", damage=1), E("c", destroyed="true", lives=2), k=1)),
   X(E("a", damage=0), E("b", damage=5), E("c", destroyed="true", lives=2))])
S("movement/move3-pushes-off-then-walks-off", "move 3 pushes a robot off the board, then walks off itself",
  "R-MOVE-4 R-MOVE-5 R-GEO-3", b4,
  [R("a", 1, 1, "E"), R("b", 2, 1, "N")],
  [T(P("a", "move3@800"), P("b"),
     X(E("a", destroyed="true", lives=2), E("b", destroyed="true", lives=2), k=1))])
S("movement/destroyed-robot-does-not-block-beam", "a robot that fell in the movement phase no longer stops a beam",
  "R-MOVE-5 R-LASER-1", B(8, 8, el("laser", x=0, y=3, dir="E"), el("pit", x=2, y=2)),
  [R("b", 2, 3, "N"), R("c", 5, 3, "N")],
  [T(P("b", "move1@500"), P("c"),
     X(E("b", destroyed="true"), E("c", x=5, y=3, damage=1), k=1)),
   X(E("c", damage=5))])
S("movement/pushed-along-a-belt", "pushed onto the next belt tile, then both robots are carried as a train",
  "R-MOVE-4 R-MOVE-5 R-BOARD-2 R-BOARD-3 R-BOARD-4",
  B(8, 8, el("conveyor", x=2, y=3, dir="E"), el("conveyor", x=3, y=3, dir="E")),
  [R("a", 1, 3, "E"), R("b", 2, 3, "N")],
  [T(P("a", "move1@500"), P("b"),
     X(E("a", x=3, y=3, facing="E"), E("b", x=4, y=3, facing="N", damage=1), k=1))])
S("movement/push-against-belt", "pushing a robot off a belt: the mover is then carried back by it",
  "R-MOVE-4 R-MOVE-5 R-BOARD-2 R-LASER-2",
  B(8, 8, el("conveyor", x=3, y=3, dir="E")),
  [R("a", 4, 3, "W"), R("b", 3, 3, "N")],
  [T(P("a", "move1@500"), P("b"),
     X(E("a", x=4, y=3, facing="W", damage=0), E("b", x=2, y=3, facing="N", damage=1), k=1))])
S("movement/over-a-gear", "walking over a gear: no turn during the move",
  "R-MOVE-5 R-BOARD-5", B(8, 8, el("gear", x=3, y=4, rotation="cw")),
  [R("r", 3, 5, "N")],
  [T(P("r", "move2@700"), X(E("r", x=3, y=3, facing="N"), k=1))])

# ---------------------------------------------------------------- board
S("board/opposite-belt-no-turn", "carried onto a belt pointing back: no turn (180 degrees is not 90)",
  "R-BOARD-2 R-BOARD-4", B(8, 8, el("conveyor", x=2, y=3, dir="E"), el("conveyor", x=3, y=3, dir="W")),
  [R("r", 2, 3, "N")],
  [T(P("r"), X(E("r", x=3, y=3, facing="N"), k=1), X(E("r", x=2, y=3, facing="N"), k=2))])
S("board/express-double-curve", "express: turned in step 1 and again in step 2",
  "R-BOARD-1 R-BOARD-2 R-BOARD-4",
  B(8, 8, el("conveyor", x=1, y=3, dir="E", express="true"), el("conveyor", x=2, y=3, dir="S", express="true"),
    el("conveyor", x=2, y=4, dir="W", express="true")),
  [R("r", 1, 3, "E")],
  [T(P("r"), X(E("r", x=2, y=4, facing="W"), k=1), X(E("r", x=1, y=4, facing="W"), k=2))])
S("board/chain-front-falls-off-edge", "the front robot is carried off the board, the one behind follows",
  "R-BOARD-3 R-GEO-3",
  B(4, 4, el("conveyor", x=1, y=1, dir="E"), el("conveyor", x=2, y=1, dir="E"), el("conveyor", x=3, y=1, dir="E")),
  [R("a", 3, 1, "N"), R("b", 2, 1, "N")],
  [T(P("a"), P("b"),
     X(E("a", destroyed="true", lives=2), E("b", x=3, y=1, facing="N"), k=1),
     X(E("b", destroyed="true", lives=2), k=2))])
S("board/wall-holds-chain", "a wall holds the front robot, so the belt robot behind it stays too",
  "R-BOARD-3 R-GEO-2",
  B(8, 8, el("conveyor", x=1, y=3, dir="E"), el("conveyor", x=2, y=3, dir="E"), el("wall", x=2, y=3, side="E")),
  [R("a", 2, 3, "N"), R("b", 1, 3, "N")],
  [T(P("a"), P("b"), X(E("a", x=2, y=3), E("b", x=1, y=3), k=1))])
S("board/pusher-onto-crusher", "pushed onto a crusher in the register both are active: crushed",
  "R-BOARD-6 R-END-4",
  B(8, 8, el("pusher", x=3, y=3, side="W", registers="2"), el("crusher", x=4, y=3, registers="2")),
  [R("r", 3, 3, "N")],
  [T(P("r"), X(E("r", x=3, y=3), k=1), X(E("r", destroyed="true", lives=2), k=2))])
S("board/pusher-off-edge", "a pusher pushes a robot off the board",
  "R-BOARD-6 R-GEO-3", B(8, 8, el("pusher", x=0, y=3, side="E", registers="1 2 3 4 5")),
  [R("r", 0, 3, "N")],
  [T(P("r"), X(E("r", destroyed="true", lives=2), k=1))])
S("board/pusher-on-belt-tile", "a pusher on a belt tile: the belt first; a robot the belt cannot move is pushed",
  "R-BOARD-6 R-BOARD-3",
  B(8, 8, el("conveyor", x=3, y=3, dir="S"), el("pusher", x=3, y=3, side="W", registers="1")),
  [R("r", 3, 3, "N"), R("q", 3, 4, "E")],
  [T(P("r"), P("q"), X(E("r", x=4, y=3, facing="N"), E("q", x=3, y=4), k=1))])
S("board/pushed-onto-belt-no-turn", "pushed by a pusher onto a side belt: no turn, carried next register",
  "R-BOARD-6 R-BOARD-4",
  B(8, 8, el("pusher", x=3, y=3, side="W", registers="1"), el("conveyor", x=4, y=3, dir="S")),
  [R("r", 3, 3, "N")],
  [T(P("r"), X(E("r", x=4, y=3, facing="N"), k=1), X(E("r", x=4, y=4, facing="N"), k=2))])
S("board/flag-on-crusher", "crushed on a flag: destroyed before the checkpoint phase, no touch",
  "R-BOARD-6 R-CHECK-1 R-CHECK-2",
  B(8, 8, el("crusher", x=3, y=3, registers="1"), el("flag", x=3, y=3, number=1), el("flag", x=6, y=6, number=2)),
  [R("r", 3, 5, "N")],
  [T(P("r", "move2@700"), X(E("r", destroyed="true", next_flag=1, archive_x=3, archive_y=5), k=1))])
S("board/flag-on-gear", "a flag on a gear: touched every register while the gear turns the robot",
  "R-BOARD-5 R-CHECK-1 R-CHECK-2 R-END-1",
  B(8, 8, el("gear", x=3, y=3, rotation="cw"), el("flag", x=3, y=3, number=1), el("flag", x=6, y=6, number=2)),
  [R("r", 3, 5, "N", damage=2)],
  [T(P("r", "move2@700"), X(E("r", x=3, y=3, facing="E", next_flag=2, archive_x=3, archive_y=3), k=1)),
   X(E("r", x=3, y=3, facing="E", next_flag=2, damage=1))])
S("board/flag-on-repair", "a flag on a single repair site repairs 1, not 2",
  "R-END-1 R-CHECK-2",
  B(8, 8, el("repair", x=3, y=3), el("flag", x=3, y=3, number=1), el("flag", x=6, y=6, number=2)),
  [R("r", 3, 3, "N", damage=3)],
  [T(P("r"), X(E("r", next_flag=2), k=1)), X(E("r", damage=2, next_flag=2))])
S("board/start-tile-is-no-archive", "a start tile is not a checkpoint: the archive stays",
  "R-CHECK-1",
  B(8, 8, el("start", x=1, y=3, number=1, facing="E"), el("start", x=3, y=3, number=2, facing="S")),
  [R("r", 1, 3, "E")],
  [T(P("r", "move2@700")), X(E("r", x=3, y=3, archive_x=1, archive_y=3))])
S("board/laser-on-belt-tile", "a laser on a belt tile hits the robot carried onto it",
  "R-LASER-1 R-BOARD-2",
  B(8, 8, el("conveyor", x=2, y=3, dir="E"), el("conveyor", x=3, y=3, dir="E"), el("laser", x=3, y=3, dir="N", beams=2)),
  [R("r", 2, 3, "S")],
  [T(P("r"), X(E("r", x=3, y=3, damage=2), k=1), X(E("r", x=4, y=3, damage=2), k=2))])

# ---------------------------------------------------------------- lasers
S("lasers/wall-beyond-target", "a wall behind the target does not protect it",
  "R-LASER-1 R-GEO-2", B(8, 8, el("laser", x=0, y=3, dir="E"), el("wall", x=3, y=3, side="E")),
  [R("r", 3, 3, "N")],
  [T(P("r"), X(E("r", damage=1), k=1))])
S("lasers/board-and-robot-beams-same-moment", "a robot hit by a board laser and a robot laser, and firing back",
  "R-LASER-1 R-LASER-2 R-LASER-3", B(8, 8, el("laser", x=5, y=3, dir="W")),
  [R("a", 2, 3, "E"), R("b", 4, 3, "W")],
  [T(P("a"), P("b"), X(E("a", damage=1), E("b", damage=2), k=1))])
S("lasers/crossing-beams-destroy", "two board lasers (2 and 3 beams) cross on a robot: 5 a register, destroyed in register 2",
  "R-LASER-1 R-LASER-3 R-END-4",
  B(8, 8, el("laser", x=0, y=3, dir="E", beams=2), el("laser", x=3, y=0, dir="S", beams=3)),
  [R("r", 3, 3, "W")],
  [T(P("r"), X(E("r", damage=5), k=1), X(E("r", destroyed="true", lives=2), k=2))])
S("lasers/emitter-tile-does-not-block", "a robot laser crosses a board laser's emitter tile",
  "R-LASER-2", B(8, 8, el("laser", x=3, y=5, dir="N")),
  [R("a", 1, 5, "E"), R("b", 5, 5, "N")],
  [T(P("a"), P("b"), X(E("a", damage=0), E("b", damage=1), k=1))])

# ---------------------------------------------------------------- checkpoints / re-entry facing
S("checkpoints/reentry-facing-last-touch", "default re-entry facing: the facing at the last touch of the archive",
  "R-START-1 R-CHECK-1 R-END-1 R-DEAL-2",
  B(8, 8, el("repair", x=3, y=3), el("pit", x=3, y=6)),
  [R("r", 3, 3, "N")],
  [T(P("r", "right@80 right@100 move1@500 move2@700 uturn@10")),
   X(E("r", destroyed="true", lives=2, archive_x=3, archive_y=3)),
   T(P("r"), X(E("r", x=3, y=3, facing="S", damage=2), k=1)),
   X(E("r", x=3, y=3, facing="S", damage=1, dealt=7))])
S("turn-start/reentry/turning-on-archive-is-no-touch", "turning on a plain archive tile is no touch: re-entry facing stays the robot's facing",
  "R-START-1 R-LASER-3",
  B(8, 8, el("laser", x=0, y=3, dir="E", beams=2)),
  [R("r", 3, 3, "N", damage=8, registers="move1@500 uturn@10 uturn@20 uturn@30 uturn@40")],
  [T(P("r", "right@80"), X(E("r", destroyed="true", lives=2, dealt=1), k=1)),
   T(P("r"), X(E("r", x=3, y=3, facing="N", damage=4, dealt=7), k=1))])

# ---------------------------------------------------------------- end of turn
S("end-of-turn/repair-unlocks-register", "repaired from 5 to 4: register 5 is unlocked next turn and its card gone",
  "R-PROG-1 R-END-1 R-END-3 R-DEAL-2",
  B(8, 8, el("repair", x=3, y=3)),
  [R("r", 3, 3, "N", damage=5, registers="move1@490 move1@491 move1@492 move1@493 right@80")],
  [T(P("r")), X(E("r", x=3, y=3, facing="E", damage=4, dealt=4)),
   T(P("r")), X(E("r", x=3, y=3, facing="E", damage=3, dealt=5))])

# ---------------------------------------------------------------- re-entry search order
def search(name, title, pits, where):
    S("turn-start/reentry/" + name, title, "R-START-2 R-START-1",
      B(8, 8, *[el("pit", x=px, y=py) for px, py in pits]),
      [R("a", 0, 5, "W", archive_x=3, archive_y=3, reentry_facing="E"), R("b", 3, 3, "N")],
      [T(P("a", "move1@500"), P("b"), X(E("a", destroyed="true"), k=1)),
       T(P("a"), P("b"), X(E("a", x=where[0], y=where[1], facing="E", damage=2), E("b", x=3, y=3), k=1))],
      sym=False)
ring = [(3, 2), (4, 2), (4, 3), (4, 4), (3, 4), (2, 4), (2, 3), (2, 2)]
search("search-east", "occupied archive, N and NE pits: E", ring[:2], ring[2])
search("search-south", "occupied archive, N to SE pits: S", ring[:4], ring[4])
search("search-south-west", "occupied archive, N to S pits: SW", ring[:5], ring[5])
search("search-west", "occupied archive, N to SW pits: W", ring[:6], ring[6])
search("search-north-west", "occupied archive, N to W pits: NW", ring[:7], ring[7])
S("turn-start/reentry/reentered-robot-takes-neighbour", "the second robot re-entering finds the N neighbour taken by the first",
  "R-START-2 R-START-1 R-END-4", b8,
  [R("a", 0, 5, "W", archive_x=3, archive_y=3, reentry_facing="N"),
   R("b", 7, 6, "E", archive_x=3, archive_y=3, reentry_facing="N"), R("c", 3, 3, "W")],
  [T(P("a", "move1@500"), P("b", "left@70 right@80 move1@500"), P("c"),
     X(E("a", destroyed="true"), E("b", x=7, y=6), k=2), X(E("b", destroyed="true"), k=3)),
   T(P("a"), P("b"), P("c"),
     X(E("a", x=3, y=2, facing="N", damage=2), E("b", x=4, y=2, facing="N", damage=2), E("c", x=3, y=3), k=1))],
  sym=False)

# ---------------------------------------------------------------- programming
S("programming/cards-with-extra-blanks", "card lists may have extra blanks", "R-PROG-2 R-MOVE-2", b8,
  [R("r", 3, 5, "N")],
  [T(P("r", "  move1@500   right@80  ")), X(E("r", x=3, y=4, facing="E"))])
S("programming/cards-outside-the-deck", "a scenario card need not be in the deck", "R-PROG-2 R-MOVE-2", b8,
  [R("r", 3, 5, "N")],
  [T(P("r", "move3@999 backup@1")), X(E("r", x=3, y=3, facing="N"))])
S("programming/short-program-with-lock", "5 damage, one card: registers 2-4 empty, register 5 locked",
  "R-PROG-1 R-PROG-2 R-DEAL-2", b8,
  [R("r", 3, 5, "N", damage=5, registers="uturn@10 uturn@20 uturn@30 uturn@40 move1@494")],
  [T(P("r", "left@70"), X(E("r", x=3, y=5, facing="W"), k=4)), X(E("r", x=2, y=5, facing="W", dealt=4))])

# ---------------------------------------------------------------- second batch
S("board/chained-pushers-push-once", "pushed onto another active pusher: pushed once this register",
  "R-BOARD-6",
  B(8, 8, el("pusher", x=3, y=3, side="N", registers="1"), el("pusher", x=3, y=4, side="W", registers="1")),
  [R("r", 3, 3, "N")],
  [T(P("r"), X(E("r", x=3, y=4, facing="N"), k=1), X(E("r", x=3, y=4, facing="N"), k=2))])
S("board/chained-pushers-push-once-reversed", "pushed onto another active pusher, the other way round: pushed once",
  "R-BOARD-6",
  B(8, 8, el("pusher", x=3, y=4, side="S", registers="1"), el("pusher", x=3, y=3, side="W", registers="1")),
  [R("r", 3, 4, "N")],
  [T(P("r"), X(E("r", x=3, y=3, facing="N"), k=1), X(E("r", x=3, y=3, facing="N"), k=2))])
S("checkpoints/win-mid-turn-later-register-expect", "won in register 2: an expectation after register 4 sees the final state, no repair",
  "R-CHECK-3 R-END-1",
  B(8, 8, el("flag", x=3, y=3, number=1), el("flag", x=3, y=2, number=2)),
  [R("r", 3, 4, "N", damage=3)],
  [T(P("r", "move1@500 move1@510 move1@520 move1@530 move1@540"),
     X(E("r", x=3, y=3, next_flag=2), k=1),
     X(E("r", x=3, y=2, next_flag=3), W("r"), k=2),
     X(E("r", x=3, y=2, next_flag=3, damage=3), W("r"), k=4)),
   X(E("r", x=3, y=2, damage=3), W("r"))])
S("end-of-turn/option-choice-is-per-turn", "the double-repair choice holds for its turn only: next turn repairs",
  "R-END-2 R-PROG-4 R-OPT-1",
  B(8, 8, el("repair", x=3, y=3, double="true")),
  [R("r", 3, 3, "N", damage=4)],
  [T(P("r", "", double_repair="option")), X(E("r", damage=4, options=1)),
   T(P("r")), X(E("r", damage=2, options=1))])
S("end-of-turn/partial-unlock-keeps-locked-card", "repaired from 6 to 5: register 4 unlocks, register 5 keeps its card",
  "R-PROG-1 R-END-1 R-END-3",
  B(8, 8, el("repair", x=3, y=3)),
  [R("r", 3, 3, "N", damage=6, registers="move1@490 move1@491 move1@492 uturn@10 right@80")],
  [T(P("r")), X(E("r", x=3, y=3, facing="W", damage=5, dealt=3)),
   T(P("r")), X(E("r", x=3, y=3, facing="N", damage=4, dealt=4)),
   T(P("r")), X(E("r", x=3, y=3, facing="N", damage=3, dealt=5))])

# ---------------------------------------------------------------- third batch
S("turn-start/reentry/pushed-falls-before-mover", "one card: the pushed robot falls at step 1, the mover at step 2; the pushed robot re-enters first",
  "R-START-2 R-MOVE-4 R-MOVE-5",
  B(8, 8, el("pit", x=5, y=6)),
  [R("a", 3, 6, "E", start=1, archive_x=3, archive_y=3, reentry_facing="W"),
   R("b", 4, 6, "N", start=2, archive_x=3, archive_y=3, reentry_facing="W")],
  [T(P("a", "move2@700"), P("b"), X(E("a", destroyed="true"), E("b", destroyed="true"), k=1)),
   T(P("a"), P("b"), X(E("b", x=3, y=3, facing="W", damage=2), E("a", x=3, y=2, facing="W", damage=2), k=1))],
  sym=False)
S("end-of-turn/locked-by-damage-still-played", "damage 5 in register 1: the register 5 chosen this turn is played, then stays locked",
  "R-PROG-1 R-END-3 R-LASER-1",
  B(8, 8, el("laser", x=0, y=3, dir="E", beams=3)),
  [R("r", 3, 3, "N", damage=2)],
  [T(P("r", "uturn@10 move1@500 left@70 left@90 move2@700"), X(E("r", x=3, y=3, facing="S", damage=5), k=1)),
   X(E("r", x=3, y=2, facing="N", damage=5)),
   T(P("r")), X(E("r", x=3, y=0, facing="N", damage=5, dealt=4))])

S("end-of-turn/power-down-state-at-turn-ends", "powered-down after each turn: announced (no), down without a new announcement (powers up), announced again (stays down)",
  "R-END-5 R-START-3 R-PROG-4", b8,
  [R("r", 3, 6, "N", damage=3), R("s", 5, 6, "N", damage=3)],
  [T(P("r", "", power_down="true"), P("s", "", power_down="true")),
   X(E("r", powered_down="false", damage=3), E("s", powered_down="false", damage=3)),
   T(P("s", "", power_down="true"), X(E("r", powered_down="true", damage=0, dealt=0), E("s", powered_down="true", dealt=0), k=1)),
   X(E("r", powered_down="false"), E("s", powered_down="true")),
   T(P("r")), X(E("r", powered_down="false", dealt=9), E("s", powered_down="false", dealt=0))])
S("board/classic-chained-pushers", "[2005] pushed onto another active pusher: pushed once",
  "R-BOARD-6",
  B(8, 8, el("pusher", x=3, y=3, side="N", registers="1 2"), el("pusher", x=3, y=4, side="W", registers="1")),
  [R("r", 3, 3, "N")],
  [T(P("r"), X(E("r", x=3, y=4, facing="N"), k=1), X(E("r", x=3, y=4, facing="N"), k=2))], rules="classic-2005")

print(COUNT[0], "scenarios")
