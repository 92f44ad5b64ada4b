#!/usr/bin/env python3
# Generator of the third audit's scenarios in scenarios/audit/<topic>: a third audit (turn start, programming, end of turn, destruction and
# lives, checkpoints and the game's end, both rule sets), written from RULES.md and FORMATS.md alone.
# Run it from anywhere: it rewrites the *.scenario.xml files it wrote under scenarios/audit.
import os
import sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
from scenario_writer import A, B, E, P, R, T, W, X, el, folder  # noqa: E402

S, COUNT = folder(HERE, "scenarios/audit/gen3.py")


def BOTH(path, name, covers, board, robots, body_for, **kw):
    """The same scenario under both rule sets; body_for(rules) may differ only where RULES.md says [2005]."""
    S(path + "-house", name + " (house)", covers, board, robots, body_for("house"), rules="house", **kw)
    S(path + "-classic", name + " (classic-2005)", covers, board, robots, body_for("classic-2005"),
      rules="classic-2005", **kw)


b8 = B(8, 8)
same = lambda body: (lambda rules: body)

# ============================================================ power down
BOTH("end-of-turn/power-down/first-turn-locked-cards-not-played",
     "powered down in the first turn: all damage repaired, so nothing is locked; no card is played and all are discarded",
     "R-START-3 R-MOVE-6 R-PROG-1 R-END-3 R-END-5", b8,
     [R("r", 3, 5, "N", damage=7, powered_down="true",
        registers="move1@500 move1@510 move1@520 move1@530 move1@540")],
     same([T(X(E("r", x=3, y=5, facing="N", damage=0, dealt=0, powered_down="true"), k=1),
             X(E("r", x=3, y=5, facing="N", damage=0, powered_down="true"), k=5)),
           X(E("r", x=3, y=5, damage=0, powered_down="false")),
           T(P("r", ""),
             X(E("r", x=3, y=5, facing="N", dealt=9, powered_down="false"), k=5))]))

BOTH("end-of-turn/power-down/announced-with-locked-registers",
     "announced with two locked registers: they play this turn; powered down next turn nothing plays, "
     "and the turn after the old locked cards are gone",
     "R-PROG-4 R-END-5 R-START-3 R-MOVE-6 R-PROG-1 R-END-3", b8,
     [R("r", 3, 6, "N", damage=6, registers="move2@700 move2@710 move2@720 move1@500 move1@510")],
     same([T(P("r", "right@80 left@70 left@90", power_down="true"),
             X(E("r", x=3, y=6, facing="W", dealt=3), k=3),
             X(E("r", x=1, y=6, facing="W", damage=6, powered_down="false"), k=5)),
           X(E("r", x=1, y=6, facing="W", damage=6, powered_down="false")),
           T(X(E("r", x=1, y=6, damage=0, dealt=0, powered_down="true"), k=1),
             X(E("r", x=1, y=6, facing="W"), k=5)),
           X(E("r", x=1, y=6, damage=0, powered_down="false")),
           T(P("r", ""),
             X(E("r", x=1, y=6, facing="W", dealt=9, powered_down="false"), k=5))]))

BOTH("end-of-turn/power-down/pushed-into-pit-reenters-powered-up",
     "a powered-down robot pushed into a pit loses a life and re-enters next turn powered up with 2 damage",
     "R-MOVE-6 R-MOVE-5 R-END-4 R-START-1 R-START-3 R-END-5 R-DEAL-2",
     B(8, 8, el("pit", x=3, y=2)),
     [R("p", 3, 3, "N", damage=4, powered_down="true"), R("m", 3, 5, "N")],
     same([T(P("m", "move2@700 right@80 move1@500"),
             X(E("p", destroyed="true", lives=2, dealt=0), E("m", x=3, y=3, facing="N"), k=1)),
           X(E("p", destroyed="true", lives=2), E("m", x=4, y=3, facing="E")),
           T(P("p", ""), P("m", ""),
             X(E("p", x=3, y=3, facing="N", damage=2, dealt=7, lives=2, destroyed="false", powered_down="false"),
               k=1))]))

S("end-of-turn/power-down/announced-again-while-shot",
  "powered down and shot every register, announced again: repaired again at the next start, then powers up",
  "R-START-3 R-END-5 R-PROG-4 R-LASER-1 R-DEAL-2",
  B(8, 8, el("laser", x=3, y=3, dir="N")),
  [R("p", 3, 3, "N", damage=5, powered_down="true")],
  [T(P("p", "", power_down="true"),
     X(E("p", damage=1, dealt=0, powered_down="true"), k=1),
     X(E("p", damage=5), k=5)),
   X(E("p", damage=5, powered_down="true")),
   T(X(E("p", x=3, y=3, damage=1, dealt=0, powered_down="true"), k=1)),
   X(E("p", damage=5, powered_down="false")),
   T(P("p", ""),
     X(E("p", x=3, y=3, damage=6, dealt=4, powered_down="false"), k=1))])

S("end-of-turn/power-down/conveyed-onto-last-flag-wins",
  "a powered-down robot carried onto the last flag reaches it and wins; the game ends after that register",
  "R-MOVE-6 R-BOARD-2 R-CHECK-2 R-CHECK-3 R-START-3",
  B(8, 8, el("conveyor", x=3, y=4, dir="N"), el("flag", x=3, y=3, number=1)),
  [R("p", 3, 4, "E", powered_down="true"), R("o", 6, 6, "N")],
  [T(P("o", "move1@500 move1@510"),
     X(E("p", x=3, y=3, facing="E", next_flag=2, archive_x=3, archive_y=3), E("o", x=6, y=5), W("p"), k=1)),
   X(E("p", x=3, y=3, next_flag=2), E("o", x=6, y=5), W("p"))])


def pd_double(rules):
    after = {"house": dict(damage=3, options=0), "classic-2005": dict(damage=4, options=0)}[rules]
    return [T(X(E("p", damage=1, dealt=0, powered_down="true"), k=1),
              X(E("p", damage=5), k=5)),
            X(E("p", **after))]


BOTH("end-of-turn/power-down/powered-down-on-double-repair",
     "a powered-down robot shot on a double repair site: house repairs 2, classic-2005 repairs 1, no option either way",
     "R-END-2 R-START-3 R-LASER-1",
     B(8, 8, el("repair", x=3, y=3, double="true"), el("laser", x=0, y=3, dir="E")),
     [R("p", 3, 3, "N", damage=2, powered_down="true")], pd_double)


def announce_on_double(rules):
    first = {"house": dict(damage=2, options=1), "classic-2005": dict(damage=1, options=1)}[rules]
    return [T(P("r", "", power_down="true", double_repair="option"),
              X(E("r", dealt=7, powered_down="false"), k=1)),
            X(E("r", powered_down="false", **first)),
            T(P("r", "", double_repair="option"),
              X(E("r", damage=0, dealt=0, powered_down="true"), k=1)),
            X(E("r", damage=0, options=1, powered_down="false"))]


BOTH("end-of-turn/power-down/announcing-robot-still-takes-option",
     "the turn a power down is announced the robot is not powered down: it takes its option; "
     "the powered-down turn after, it takes none",
     "R-END-2 R-END-5 R-PROG-4 R-START-3 R-OPT-1",
     B(8, 8, el("repair", x=3, y=3, double="true")),
     [R("r", 3, 3, "N", damage=2)], announce_on_double)

BOTH("end-of-turn/power-down/announced-then-destroyed",
     "a power down announced by a robot destroyed in the same turn still takes effect: it re-enters, "
     "then repairs all its damage and is dealt nothing",
     "R-END-5 R-START-1 R-START-3 R-END-4 R-DEAL-2", b8,
     [R("r", 0, 3, "W", damage=3)],
     same([T(P("r", "move1@500", power_down="true"),
             X(E("r", destroyed="true", lives=2, dealt=6), k=1)),
           X(E("r", destroyed="true", lives=2)),
           T(X(E("r", x=0, y=3, facing="W", damage=0, dealt=0, powered_down="true", destroyed="false"), k=1)),
           X(E("r", x=0, y=3, damage=0, powered_down="false")),
           T(P("r", ""),
             X(E("r", x=0, y=3, dealt=9, powered_down="false"), k=1))]))

S("end-of-turn/power-down/given-cards-does-not-move",
  "a powered-down robot sent cards does not play them",
  "R-MOVE-6 R-MOVE-1 R-START-3 R-PROG-2",
  b8,
  [R("p", 3, 5, "N", damage=2, powered_down="true"), R("o", 5, 5, "N")],
  [T(P("p", "move1@500 move2@700 uturn@10"), P("o", "move1@510"),
     X(E("p", x=3, y=5, facing="N", damage=0, dealt=0), E("o", x=5, y=4), k=1),
     X(E("p", x=3, y=5, facing="N"), k=5)),
   X(E("p", x=3, y=5, facing="N", powered_down="false"))])

# ============================================================ dealing and programming
BOTH("programming/reentered-robot-programs-five",
     "a robot destroyed with four locked registers re-enters with 2 damage: seven cards, nothing locked, five cards played",
     "R-END-4 R-START-1 R-DEAL-2 R-PROG-1 R-PROG-2", b8,
     [R("r", 3, 0, "N", damage=8, registers="move2@700 left@70 right@80 left@90 right@100")],
     same([T(P("r", "move1@500"),
             X(E("r", destroyed="true", lives=2, dealt=1), k=1),
             X(E("r", destroyed="true", lives=2), k=5)),
           T(P("r", "uturn@10 move1@490 move1@500 move1@510 move1@520"),
             X(E("r", x=3, y=0, facing="S", damage=2, dealt=7, lives=2), k=1),
             X(E("r", x=3, y=4, facing="S"), k=5)),
           X(E("r", x=3, y=4, facing="S", damage=2))]))

BOTH("programming/all-locked-empty-program",
     "nine damage and an empty program: all five locked cards play, and again next turn",
     "R-PROG-1 R-PROG-2 R-END-3 R-DEAL-2", b8,
     [R("r", 3, 6, "N", damage=9, registers="move1@500 move1@510 right@80 move1@520 left@70")],
     same([T(P("r", ""),
             X(E("r", x=3, y=4, facing="N", dealt=0), k=2),
             X(E("r", x=4, y=4, facing="N"), k=5)),
           X(E("r", x=4, y=4, facing="N", damage=9)),
           T(P("r", ""),
             X(E("r", x=5, y=2, facing="N", dealt=0), k=5))]))

island = B(3, 3, *[el("pit", x=x, y=y) for x in range(3) for y in range(3) if (x, y) != (1, 1)])
S("programming/empty-locked-registers-take-top-cards",
  "nine damage and no cards in the registers: every locked register takes a card from the deck, so the robot acts",
  "R-PROG-1 R-DEAL-2", island,
  [R("r", 1, 1, "N", damage=9)],
  [T(P("r", ""),
     X(E("r", dealt=0), k=1),
     X(E("r", destroyed="true", lives=2), k=5))],
  desc="The robot stands on an island of one tile among pits: any move or back up card drops it in. "
       "Five cards drawn from the deck are all turns about once in thirty seeds; seed 0 is not one of them.")

S("programming/random-program-acts",
  "no program: five random cards from the nine dealt are played, so the robot on an island acts",
  "R-PROG-3 R-DEAL-2", island,
  [R("r", 1, 1, "N")],
  [T(X(E("r", dealt=9), k=1),
     X(E("r", destroyed="true", lives=2), k=5))],
  desc="As empty-locked-registers-take-top-cards, with a random program chosen from the hand.")

S("programming/no-program-vs-empty-program",
  "an empty program plays nothing while a missing program is random: only the second robot leaves its island",
  "R-PROG-3 R-PROG-2",
  B(7, 3, *[el("pit", x=x, y=y) for x in range(7) for y in range(3) if (x, y) not in ((1, 1), (5, 1))]),
  [R("a", 1, 1, "N"), R("b", 5, 1, "N")],
  [T(P("a", ""),
     X(E("a", x=1, y=1, facing="N", dealt=9), E("b", destroyed="true", dealt=9), k=5)),
   X(E("a", x=1, y=1, facing="N", destroyed="false"), E("b", destroyed="true", lives=2))])

BOTH("programming/short-program-then-empty",
     "two cards for five unlocked registers: the rest do nothing; next turn an empty program plays nothing at all",
     "R-PROG-2 R-END-3", b8,
     [R("r", 3, 6, "N", registers="move3@800 move3@810 move3@820 move3@830 move3@840")],
     same([T(P("r", "move1@500 right@80"),
             X(E("r", x=3, y=5, facing="E"), k=2),
             X(E("r", x=3, y=5, facing="E", dealt=9), k=5)),
           T(P("r", ""),
             X(E("r", x=3, y=5, facing="E"), k=5))]))

BOTH("programming/dealt-follows-damage-each-turn",
     "dealt is 9 minus the damage at each turn's start: shot five times, then repaired on a flag",
     "R-DEAL-2 R-LASER-2 R-END-1",
     B(8, 8, el("flag", x=3, y=3, number=1), el("flag", x=7, y=7, number=2)),
     [R("r", 3, 3, "N", damage=1), R("s", 3, 5, "N")],
     same([T(P("r", ""), P("s", ""),
             X(E("r", damage=2, dealt=8), k=1),
             X(E("r", damage=6), k=5)),
           X(E("r", damage=5, next_flag=2)),
           T(P("r", ""), P("s", ""),
             X(E("r", damage=6, dealt=4), k=1))]))

# ============================================================ destruction and lives
BOTH("end-of-turn/destruction/destroyed-in-register-1-does-not-act",
     "destroyed by a beam in register 1: its locked cards never play, it pushes nobody, its laser is gone; "
     "back next turn with 2 damage",
     "R-LASER-3 R-END-4 R-MOVE-1 R-LASER-2 R-START-1 R-DEAL-2",
     B(8, 8, el("laser", x=2, y=0, dir="S")),
     [R("r", 2, 3, "E", damage=9, registers="uturn@10 uturn@20 move2@700 move1@500 move1@510"),
      R("b", 3, 3, "N")],
     same([T(P("r", ""), P("b", ""),
             X(E("r", destroyed="true", lives=2), E("b", x=3, y=3, damage=0), k=1),
             X(E("r", destroyed="true", lives=2), E("b", x=3, y=3, facing="N", damage=0), k=5)),
           X(E("r", destroyed="true", lives=2), E("b", damage=0)),
           T(P("r", ""), P("b", ""),
             X(E("r", x=2, y=3, facing="E", damage=3, dealt=7, lives=2, destroyed="false"),
               E("b", damage=1, dealt=9), k=1))]))

BOTH("end-of-turn/destruction/three-falls-out-of-the-game",
     "three lives, three falls in three turns: out of the game, never back, dealt nothing",
     "R-START-4 R-END-4 R-START-1 R-GEO-3 R-DEAL-2", b8,
     [R("r", 0, 3, "W")],
     same([T(P("r", "move1@500"),
             X(E("r", destroyed="true", lives=2, dealt=9), k=1)),
           T(P("r", "move1@500"),
             X(E("r", destroyed="true", lives=1, dealt=7), k=1)),
           X(E("r", destroyed="true", lives=1)),
           T(P("r", "move1@500"),
             X(E("r", destroyed="true", lives=0, dealt=7), k=1)),
           T(P("r", ""),
             X(E("r", destroyed="true", lives=0, dealt=0), k=1)),
           X(E("r", destroyed="true", lives=0, dealt=0))]))

S("end-of-turn/destruction/out-of-game-leaves-archive-free",
  "a robot out of the game does not hold its archive: another robot re-enters there",
  "R-START-4 R-START-2 R-MOVE-4 R-MOVE-5 R-END-4",
  B(8, 8, el("pit", x=3, y=2)),
  [R("a", 3, 3, "N", lives=1), R("b", 3, 5, "N", archive_x=3, archive_y=3)],
  [T(P("a", ""), P("b", "move2@700 move1@500"),
     X(E("a", destroyed="true", lives=0), E("b", x=3, y=3), k=1),
     X(E("b", destroyed="true", lives=2), k=2)),
   T(P("b", ""),
     X(E("b", x=3, y=3, facing="N", damage=2, dealt=7), E("a", destroyed="true", lives=0, dealt=0), k=1))])

BOTH("end-of-turn/destruction/tenth-damage-on-repair-site",
     "shot each register on a repair site: the tenth damage destroys it in register 5, before any repair; "
     "it re-enters there facing as it last touched it",
     "R-LASER-3 R-END-4 R-END-1 R-START-1 R-CHECK-1 R-DEAL-2 R-PROG-1",
     B(8, 8, el("repair", x=3, y=3), el("laser", x=3, y=5, dir="N")),
     [R("r", 3, 3, "N", damage=5, registers="move1@500 move1@510 move1@520 move1@530 uturn@10")],
     same([T(P("r", "left@70 right@80 left@90 right@100"),
             X(E("r", x=3, y=3, facing="N", damage=9, archive_x=3, archive_y=3), k=4),
             X(E("r", destroyed="true", lives=2), k=5)),
           X(E("r", destroyed="true", lives=2)),
           T(P("r", ""),
             X(E("r", x=3, y=3, facing="N", damage=3, dealt=7, lives=2), k=1),
             X(E("r", x=3, y=3, damage=7), k=5)),
           X(E("r", x=3, y=3, damage=6))]))

BOTH("end-of-turn/destruction/powered-down-shot-to-destruction",
     "a powered-down robot takes three beams a register: destroyed in register 4, back next turn powered up",
     "R-START-3 R-LASER-1 R-LASER-3 R-END-4 R-START-1 R-END-5",
     B(8, 8, el("laser", x=3, y=5, dir="N", beams=3)),
     [R("p", 3, 3, "N", damage=9, powered_down="true")],
     same([T(X(E("p", damage=3, dealt=0), k=1),
             X(E("p", x=3, y=3, damage=9), k=3),
             X(E("p", destroyed="true", lives=2), k=4)),
           X(E("p", destroyed="true", lives=2, powered_down="false")),
           T(P("p", ""),
             X(E("p", x=3, y=3, facing="N", damage=5, dealt=7, powered_down="false"), k=1))]))

BOTH("end-of-turn/destruction/destroyed-when-the-game-ends",
     "a robot destroyed in the register that ends the game stays destroyed: later turns see the final state",
     "R-CHECK-3 R-END-4 R-START-1",
     B(8, 8, el("flag", x=3, y=3, number=1)),
     [R("a", 3, 4, "N", damage=3), R("b", 0, 6, "W")],
     same([T(P("a", "move1@500"), P("b", "move1@510"),
             X(E("a", x=3, y=3, dealt=6), E("b", destroyed="true", lives=2), W("a"), k=1)),
           X(E("b", destroyed="true", lives=2), W("a")),
           T(P("a", "move1@500"), P("b", ""),
             X(E("a", x=3, y=3, damage=3, dealt=6), E("b", destroyed="true", lives=2, dealt=9), W("a"), k=1)),
           X(E("a", x=3, y=3, damage=3), E("b", destroyed="true", lives=2), W("a"))]))

S("end-of-turn/destruction/both-fall-same-register-one-back",
  "two robots fall in one register, one on its last life: lives count down at the moment, only one re-enters",
  "R-END-4 R-START-4 R-START-1 R-MOVE-5",
  B(8, 8, el("pit", x=2, y=2), el("pit", x=5, y=2)),
  [R("a", 2, 3, "N", lives=1), R("b", 5, 3, "N", lives=2)],
  [T(P("a", "move1@500"), P("b", "move1@600"),
     X(E("a", destroyed="true", lives=0), E("b", destroyed="true", lives=1), k=1)),
   T(P("b", ""),
     X(E("a", destroyed="true", lives=0, dealt=0), E("b", x=5, y=3, damage=2, lives=1, dealt=7), k=1))])

S("end-of-turn/destruction/pushed-into-pit-fires-no-more",
  "a robot pushed into a pit in register 1 no longer fires: the robot its laser faced takes nothing all turn",
  "R-MOVE-5 R-LASER-2 R-END-4",
  B(8, 8, el("pit", x=3, y=2)),
  [R("a", 3, 3, "E"), R("m", 3, 5, "N"), R("b", 6, 3, "N")],
  [T(P("a", "uturn@10 uturn@20 uturn@30 uturn@40 uturn@50"), P("m", "move2@700 left@70 left@90"), P("b", ""),
     X(E("a", destroyed="true", lives=2), E("m", x=3, y=3, facing="N"), E("b", damage=0), k=1),
     X(E("b", x=6, y=3, damage=0), E("m", damage=0), k=5)),
   X(E("a", destroyed="true", lives=2), E("b", damage=0))])

# ============================================================ checkpoints and the game's end
S("checkpoints/last-flag-out-of-order-no-win",
  "standing on the last flag out of order moves the archive but does not win; the game goes on",
  "R-CHECK-1 R-CHECK-2 R-CHECK-3 R-END-1",
  B(8, 8, el("flag", x=6, y=6, number=1), el("flag", x=3, y=3, number=2)),
  [R("r", 3, 4, "N", damage=3), R("o", 0, 7, "N")],
  [T(P("r", "move1@500"), P("o", "move1@600 move1@610 move1@620"),
     X(E("r", x=3, y=3, next_flag=1, archive_x=3, archive_y=3), k=1),
     X(E("o", x=0, y=4), k=3)),
   X(E("r", x=3, y=3, next_flag=1, damage=2), E("o", x=0, y=4))])

S("checkpoints/starts-on-the-only-flag",
  "a robot standing on the only flag wins in register 1 without moving; the other robot's register-1 move still happens",
  "R-CHECK-2 R-CHECK-3",
  B(8, 8, el("flag", x=3, y=3, number=1)),
  [R("r", 3, 3, "W"), R("o", 6, 6, "N")],
  [T(P("r", ""), P("o", "move1@500 move1@510"),
     X(E("r", x=3, y=3, next_flag=2), E("o", x=6, y=5), W("r"), k=1)),
   X(E("o", x=6, y=5), W("r"))])

S("checkpoints/staying-on-a-flag-counts-once",
  "standing on flag 1 for five registers reaches it once: next flag 2, not more",
  "R-CHECK-2 R-END-1",
  B(8, 8, el("flag", x=3, y=3, number=1), el("flag", x=6, y=6, number=2), el("flag", x=0, y=7, number=3)),
  [R("r", 3, 3, "N", damage=1)],
  [T(P("r", ""),
     X(E("r", next_flag=2), k=1),
     X(E("r", next_flag=2), k=5)),
   X(E("r", next_flag=2, damage=0))])

S("checkpoints/three-flags-next-flag-four",
  "the robot reaches flags 2 and 3 in one turn: next flag 4 (the number of flags + 1), and it wins",
  "R-CHECK-2 R-CHECK-3",
  B(8, 8, el("flag", x=0, y=0, number=1), el("flag", x=3, y=4, number=2), el("flag", x=3, y=2, number=3)),
  [R("r", 3, 6, "N", next_flag=2)],
  [T(P("r", "move2@700 move2@710"),
     X(E("r", x=3, y=4, next_flag=3), k=1),
     X(E("r", x=3, y=2, next_flag=4, archive_x=3, archive_y=2), W("r"), k=2)),
   X(E("r", x=3, y=2, next_flag=4), W("r"))])


def win_on_double(rules):
    return [T(P("r", "left@70 right@80 left@90 right@100 move1@500", double_repair="option"),
              X(E("r", x=3, y=4, damage=4), k=4),
              X(E("r", x=3, y=3, next_flag=2), W("r"), k=5)),
            X(E("r", x=3, y=3, damage=4, options=0), W("r"))]


BOTH("checkpoints/win-on-double-repair-no-end-of-turn",
     "winning in register 5 on a flag on a double repair site: the game ends, so no repair and no option",
     "R-CHECK-3 R-END-2",
     B(8, 8, el("repair", x=3, y=3, double="true"), el("flag", x=3, y=3, number=1)),
     [R("r", 3, 4, "N", damage=4)], win_on_double)

S("checkpoints/after-the-end-no-turn-start",
  "after the game ended, a later turn deals nothing new, repairs nothing and re-enters nobody",
  "R-CHECK-3 R-START-1 R-START-3 R-DEAL-2",
  B(8, 8, el("flag", x=3, y=3, number=1), el("pit", x=6, y=2)),
  [R("w", 3, 4, "N"), R("d", 6, 3, "N", damage=4)],
  [T(P("w", "move1@500"), P("d", "move1@600", power_down="true"),
     X(E("d", destroyed="true", lives=2, dealt=5), W("w"), k=1)),
   T(X(E("d", destroyed="true", lives=2, dealt=5, powered_down="false"), E("w", x=3, y=3, dealt=9), W("w"), k=1)),
   X(E("d", destroyed="true", lives=2))])

# ============================================================ end of turn, both rule sets


def repairs(rules):
    house = rules == "house"
    return [T(P("r1", ""), P("r2", ""), P("r3", "", double_repair="option"), P("r4", ""),
              P("r5", "", double_repair="option"), P("r6", ""),
              X(E("r1", damage=3), E("r2", damage=3), E("r3", damage=3), E("r6", damage=3, next_flag=2), k=5)),
            X(E("r1", damage=2, options=0),
              E("r2", damage=1 if house else 2, options=0 if house else 1),
              E("r3", damage=3 if house else 2, options=1),
              E("r4", damage=0, options=0 if house else 1),
              E("r5", damage=0, options=1),
              E("r6", damage=2, options=0)),
            T(P("r1", ""), P("r2", "", double_repair="option"), P("r3", ""), P("r4", ""), P("r5", ""), P("r6", "")),
            X(E("r1", damage=1, options=0),
              E("r2", damage=1 if house else 1, options=1 if house else 2),
              E("r3", damage=1 if house else 1, options=1 if house else 2),
              E("r4", damage=0, options=0 if house else 2),
              E("r5", damage=0, options=1 if house else 2),
              E("r6", damage=1, options=0))]


BOTH("end-of-turn/every-repair-site",
     "single, double (repair or option, with and without damage) and flag repairs, two turns",
     "R-END-1 R-END-2 R-OPT-1",
     B(10, 8, el("repair", x=0, y=1), el("repair", x=2, y=1, double="true"), el("repair", x=4, y=1, double="true"),
       el("repair", x=6, y=1, double="true"), el("repair", x=8, y=1, double="true"),
       el("flag", x=9, y=3, number=1), el("flag", x=9, y=7, number=2)),
     [R("r1", 0, 1, "N", damage=3), R("r2", 2, 1, "N", damage=3), R("r3", 4, 1, "N", damage=3),
      R("r4", 6, 1, "N"), R("r5", 8, 1, "N"), R("r6", 9, 3, "N", damage=3)], repairs)


def conveyed_repair(rules):
    return [T(P("r", "left@70 right@80 left@90 right@100 move1@500"),
              X(E("r", x=3, y=5, facing="N"), k=4),
              X(E("r", x=3, y=3, facing="N", archive_x=3, archive_y=3), k=5)),
            X(E("r", x=3, y=3, damage=1 if rules == "house" else 2, options=0 if rules == "house" else 1))]


BOTH("end-of-turn/carried-onto-double-in-register-5",
     "carried onto a double repair site in register 5: touched then, repaired at the end of the turn",
     "R-END-2 R-CHECK-1 R-BOARD-2",
     B(8, 8, el("conveyor", x=3, y=4, dir="N"), el("repair", x=3, y=3, double="true")),
     [R("r", 3, 5, "N", damage=3)], conveyed_repair)

S("end-of-turn/out-of-order-flag-repairs",
  "a flag that is not the robot's next still repairs 1 at the end of the turn",
  "R-END-1 R-CHECK-2",
  B(8, 8, el("flag", x=6, y=6, number=1), el("flag", x=3, y=3, number=2), el("flag", x=0, y=0, number=3)),
  [R("r", 3, 3, "N", damage=4)],
  [T(P("r", ""),
     X(E("r", next_flag=1, archive_x=3, archive_y=3), k=1)),
   X(E("r", damage=3, next_flag=1))])

BOTH("end-of-turn/locked-card-discarded-when-repair-unlocks",
     "five damage on a repair site: register 5 plays its locked card, the repair unlocks it and it is discarded",
     "R-PROG-1 R-END-1 R-END-3",
     B(8, 8, el("repair", x=3, y=3)),
     [R("r", 3, 3, "N", damage=5, registers="move1@500 move1@510 move1@520 move1@530 uturn@10")],
     same([T(P("r", "left@70 right@80 left@90 right@100"),
             X(E("r", x=3, y=3, facing="S", dealt=4), k=5)),
           X(E("r", damage=4, facing="S")),
           T(P("r", "left@70"),
             X(E("r", x=3, y=3, facing="E", dealt=5), k=5))]))

S("end-of-turn/option-then-destroyed-keeps-count",
  "options taken stay counted after the holder moves off the site",
  "R-OPT-1 R-END-2",
  B(8, 8, el("repair", x=3, y=3, double="true")),
  [R("r", 3, 3, "N")],
  [T(P("r", "", double_repair="option")),
   X(E("r", options=1)),
   T(P("r", "move1@500")),
   X(E("r", x=3, y=2, options=1))])

S("end-of-turn/destruction/crushed-on-last-life",
  "a crusher takes the last life: out of the game, off the board, dealt nothing next turn",
  "R-BOARD-6 R-END-4 R-START-4",
  B(8, 8, el("crusher", x=3, y=3, registers="1")),
  [R("r", 3, 3, "N", lives=1), R("o", 6, 6, "N")],
  [T(P("r", ""), P("o", ""),
     X(E("r", destroyed="true", lives=0), k=1)),
   T(P("o", ""),
     X(E("r", destroyed="true", lives=0, dealt=0), E("o", dealt=9), k=1))])

BOTH("programming/four-damage-five-cards",
     "four damage: five cards dealt, nothing locked, all five played",
     "R-DEAL-2 R-PROG-1 R-PROG-2", b8,
     [R("r", 3, 6, "N", damage=4)],
     same([T(P("r", "move1@500 left@70 move1@510 right@80 move1@520"),
             X(E("r", x=2, y=4, facing="N", dealt=5, damage=4), k=5))]))

S("checkpoints/repair-site-archive-then-fall",
  "touching a repair site moves the archive; falling off next register re-enters there, facing as it touched it",
  "R-CHECK-1 R-START-1 R-END-4",
  B(8, 8, el("repair", x=0, y=2)),
  [R("r", 1, 2, "W")],
  [T(P("r", "move1@500 move1@510"),
     X(E("r", x=0, y=2, archive_x=0, archive_y=2), k=1),
     X(E("r", destroyed="true", lives=2), k=2)),
   T(P("r", ""),
     X(E("r", x=0, y=2, facing="W", damage=2, dealt=7), k=1)),
   X(E("r", x=0, y=2, damage=1))])


def pd_single(rules):
    return [T(X(E("p", damage=1, dealt=0, powered_down="true"), k=1),
              X(E("p", damage=5), k=5)),
            X(E("p", damage=4, options=0))]


BOTH("end-of-turn/powered-down-on-single-repair",
     "a powered-down robot shot on a single repair site repairs 1 at the end of the turn",
     "R-END-1 R-START-3 R-LASER-1",
     B(8, 8, el("repair", x=3, y=3), el("laser", x=0, y=3, dir="E")),
     [R("p", 3, 3, "N", damage=6, powered_down="true")], pd_single)

BOTH("programming/reentered-then-locked",
     "re-entered with 2 damage and shot each register to 7: registers 3-5 lock with the cards just played",
     "R-START-1 R-PROG-1 R-END-3 R-DEAL-2 R-LASER-1",
     B(8, 8, el("laser", x=0, y=3, dir="N")),
     [R("r", 0, 3, "W")],
     same([T(P("r", "move1@500"),
             X(E("r", destroyed="true", lives=2), k=1)),
           T(P("r", "left@70 right@80 uturn@10 uturn@20 left@90"),
             X(E("r", x=0, y=3, facing="S", damage=3, dealt=7), k=1)),
           X(E("r", x=0, y=3, facing="S", damage=7)),
           T(P("r", "move1@500 right@110"),
             X(E("r", x=0, y=4, facing="W", dealt=2), k=2),
             X(E("r", facing="E"), k=3),
             X(E("r", x=0, y=4, facing="S", damage=7), k=5))]))

print(COUNT[0], "scenarios")
