#!/usr/bin/env python3
"""Writes the option-card scenarios of this folder (R-OPT-2 ... R-OPT-33). Run from this folder: python3 gen.py.
Each scenario is a small inline board; every robot gets a program (an idle one sends cards="")."""
import os

def board(w=7, h=7, elements=""):
    return f'  <board xmlns="urn:rally-workbench:board:1" name="b" width="{w}" height="{h}">\n' \
        + "".join(f"    {e}\n" for e in elements.split(";") if e.strip()) + '    <flag x="6" y="0" number="1"/>\n  </board>\n' \
        if "flag" not in elements else \
        f'  <board xmlns="urn:rally-workbench:board:1" name="b" width="{w}" height="{h}">\n' \
        + "".join(f"    {e.strip()}\n" for e in elements.split(";") if e.strip()) + '  </board>\n'

def scenario(file, name, covers, robots, turns, elements="", w=7, h=7, seed=1, rules="house", symmetric=True):
    s = '<?xml version="1.0" encoding="UTF-8"?>\n'
    s += f'<scenario xmlns="urn:rally-workbench:scenario:1" name="{name}" rules="{rules}" seed="{seed}"' \
        + ('' if symmetric else ' symmetric="false"') + '>\n'
    s += f'  <covers>{covers}</covers>\n'
    s += board(w, h, elements)
    for r in robots:
        s += f'  <robot {r}/>\n'
    for t in turns:
        if isinstance(t, str):
            s += t
            continue
        s += '  <turn>\n'
        for p in t:
            s += '    ' + p + '\n'
        s += '  </turn>\n'
    s += '</scenario>\n'
    with open(file + '.scenario.xml', 'w') as f:
        f.write(s)

def expect_after(k, *robots):
    return f'<expect after-register="{k}">' + "".join(f'<robot {r}/>' for r in robots) + '</expect>'

def expect_end(*robots):
    return '  <expect>\n' + "".join(f'    <robot {r}/>\n' for r in robots) + '  </expect>\n'

P = lambda robot, cards="", extra="", uses=(): (f'<program robot="{robot}" cards="{cards}"{extra}>'
        + "".join(f'<use {u}/>' for u in uses) + '</program>') if uses else f'<program robot="{robot}" cards="{cards}"{extra}/>'

# --- R-OPT-4 Ablative Coat, R-OPT-30 ---
scenario("coat-absorbs-three-then-goes", "Ablative Coat absorbs the next 3 points, then it is discarded", "R-OPT-4 R-OPT-30 R-OPT-1",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" options="ablative-coat"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="0" holds="ablative-coat:1"'),
      expect_after(3, 'name="b" damage="0" options="0"')], expect_end('name="b" damage="2" options="0"')])
scenario("coat-counter-from-setup", "an Ablative Coat that absorbed 2 absorbs one more", "R-OPT-4 R-OPT-30",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" options="ablative-coat:2"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="0" holds=""'), expect_after(2, 'name="b" damage="1"')],
     expect_end('name="b" damage="4" options="0"')])
scenario("coat-two-beams", "a two-beam board laser: the coat absorbs both, then one, then none", "R-OPT-4 R-OPT-30",
    ['name="b" x="3" y="3" facing="N" options="ablative-coat"'],
    [[P("b"), expect_after(1, 'name="b" damage="0" holds="ablative-coat:2"'), expect_after(2, 'name="b" damage="1" options="0"')],
     expect_end('name="b" damage="7"')], elements='<laser x="0" y="3" dir="E" beams="2"/>')

# --- R-OPT-19 Power-Down Shield ---
scenario("shield-one-per-direction", "powered down, the shield prevents 1 point a register from the west", "R-OPT-19 R-OPT-30",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" powered-down="true" options="power-down-shield"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="0"')], expect_end('name="b" damage="0" holds="power-down-shield"')])
scenario("shield-two-beams-one-side", "two beams from one side: the shield prevents one of them each register", "R-OPT-19 R-OPT-30",
    ['name="b" x="3" y="3" facing="N" powered-down="true" options="power-down-shield"'],
    [[P("b"), expect_after(1, 'name="b" damage="1"')], expect_end('name="b" damage="5"')],
    elements='<laser x="0" y="3" dir="E" beams="2"/>')
scenario("shield-two-sides", "beams from the west and the east: one point prevented on each side", "R-OPT-19 R-OPT-30",
    ['name="a" x="1" y="3" facing="E"', 'name="c" x="5" y="3" facing="W"',
     'name="b" x="3" y="3" facing="N" powered-down="true" options="power-down-shield"'],
    [[P("a"), P("c"), P("b"), expect_after(1, 'name="b" damage="0"')], expect_end('name="b" damage="0"')])
scenario("shield-needs-power-down", "not powered down, the Power-Down Shield prevents nothing", "R-OPT-19",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" options="power-down-shield"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="1"')], expect_end('name="b" damage="5" options="1"')])
scenario("shield-coat-sacrifice", "one register: shield, then coat, then the sacrifice list", "R-OPT-19 R-OPT-4 R-OPT-2 R-OPT-30",
    ['name="b" x="3" y="3" facing="N" powered-down="true" options="power-down-shield ablative-coat brakes"'],
    [[P("b", extra=' sacrifice="brakes"'), expect_after(1, 'name="b" damage="0" holds="power-down-shield ablative-coat:2 brakes"'),
      expect_after(2, 'name="b" damage="0" holds="power-down-shield"'), expect_after(3, 'name="b" damage="2"')],
     expect_end('name="b" damage="6" options="1"')], elements='<laser x="0" y="3" dir="E" beams="3"/>')

# --- R-OPT-2 sacrifice ---
scenario("sacrifice-in-order", "each point is prevented by the next option of the sacrifice list", "R-OPT-2 R-OPT-30",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" options="brakes fourth-gear"'],
    [[P("a"), P("b", extra=' sacrifice="fourth-gear brakes"'), expect_after(1, 'name="b" damage="0" holds="brakes"'),
      expect_after(2, 'name="b" damage="0" options="0"')], expect_end('name="b" damage="3"')])
scenario("sacrifice-skips-not-held", "options listed but not held are skipped", "R-OPT-2 R-OPT-30",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" options="brakes"'],
    [[P("a"), P("b", extra=' sacrifice="crab-legs brakes"'), expect_after(1, 'name="b" damage="0" options="0"')],
     expect_end('name="b" damage="4"')])
scenario("sacrifice-stays-in-force", "a sacrifice list stays in force for later turns", "R-OPT-2",
    ['name="a" x="1" y="3" facing="N"', 'name="b" x="4" y="3" facing="N" options="brakes fourth-gear crab-legs"'],
    [[P("a", "left@70 right@80 left@90 right@100 right@120"), P("b", extra=' sacrifice="brakes fourth-gear"')],
     expect_end('name="b" damage="0" holds="fourth-gear crab-legs"'),
     [P("a"), P("b"), expect_after(1, 'name="b" damage="0" holds="crab-legs"')],
     expect_end('name="b" damage="4" holds="crab-legs"')])
scenario("sacrifice-ram", "a ram's point can be prevented by a sacrifice too", "R-OPT-2 R-OPT-10 R-OPT-30",
    ['name="a" x="1" y="3" facing="E" options="ramming-gear"', 'name="b" x="2" y="3" facing="N" options="brakes"'],
    [[P("a", "move1@500"), P("b", extra=' sacrifice="brakes"'), expect_after(1, 'name="b" x="3" damage="1" options="0"')]])

# --- R-OPT-3 option lost on destruction ---
scenario("lost-oldest", "a destroyed robot loses the option it has held longest", "R-OPT-3 R-OPT-30",
    ['name="b" x="0" y="3" facing="W" options="brakes fourth-gear"'],
    [[P("b", "move1@500")], expect_end('name="b" destroyed="true" holds="fourth-gear"')])
scenario("lost-first-of-sacrifice", "a destroyed robot loses the first option of its sacrifice list that it holds", "R-OPT-3",
    ['name="b" x="0" y="3" facing="W" options="brakes fourth-gear"'],
    [[P("b", "move1@500", ' sacrifice="crab-legs fourth-gear"')], expect_end('name="b" destroyed="true" holds="brakes"')])
scenario("lost-superior-archive", "a robot that loses its Superior Archive on destruction re-enters with 2 damage", "R-OPT-3 R-OPT-12 R-OPT-30",
    ['name="b" x="0" y="3" facing="W" options="superior-archive"'],
    [[P("b", "move1@500")], expect_end('name="b" destroyed="true" options="0"'),
     [P("b"), expect_after(1, 'name="b" x="0" y="3" damage="2" destroyed="false"')]])

# --- R-OPT-12 Superior Archive ---
scenario("superior-archive-no-damage", "Superior Archive: re-enters with no damage (it loses another option)", "R-OPT-12 R-OPT-3",
    ['name="b" x="0" y="3" facing="W" options="brakes superior-archive"'],
    [[P("b", "move1@500")], expect_end('name="b" destroyed="true" holds="superior-archive"'),
     [P("b"), expect_after(1, 'name="b" x="0" y="3" damage="0"')]])
scenario("superior-archive-laser", "destroyed by lasers, re-enters with no damage", "R-OPT-12 R-OPT-3",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" damage="9" options="fourth-gear superior-archive"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" destroyed="true" holds="superior-archive"')],
     [P("a", "uturn@10"), P("b"), expect_after(1, 'name="b" x="4" y="3" damage="0"')]])
scenario("superior-archive-2005", "[2005] Superior Archive: re-enters with no damage", "R-OPT-12",
    ['name="b" x="0" y="3" facing="W" options="brakes superior-archive"'],
    [[P("b", "move1@500")], [P("b"), expect_after(1, 'name="b" damage="0" destroyed="false"')]], rules="classic-2005")

# --- R-OPT-5 Circuit Breaker ---
scenario("circuit-breaker-powers-down", "3 damage after the repairs: powered down next turn", "R-OPT-5 R-OPT-31",
    ['name="b" x="3" y="3" facing="N" damage="3" options="circuit-breaker"'],
    [[P("b")], [P("b"), expect_after(1, 'name="b" powered-down="true" damage="0"')]])
scenario("circuit-breaker-after-repair", "repaired below 3 at the end of the turn: no power down", "R-OPT-5 R-OPT-31",
    ['name="b" x="3" y="3" facing="N" damage="3" options="circuit-breaker"'],
    [[P("b")], [P("b"), expect_after(1, 'name="b" powered-down="false" damage="2"')]], elements='<repair x="3" y="3"/>')
scenario("circuit-breaker-whatever-program", "damage taken this turn trips it, whatever the program says", "R-OPT-5 R-OPT-31",
    ['name="a" x="1" y="3" facing="E"', 'name="b" x="4" y="3" facing="N" damage="2" options="circuit-breaker"'],
    [[P("a", "uturn@10 uturn@20 uturn@30 uturn@40 uturn@50"), P("b", extra=' power-down="false"')],
     expect_end('name="b" damage="4"'),
     [P("a"), P("b"), expect_after(1, 'name="b" powered-down="true" damage="0"')]])

# --- R-OPT-6 Double-Barreled, R-OPT-11 Rear, R-OPT-8 High-Power ---
scenario("double-barreled", "the main laser deals 2 damage a hit", "R-OPT-6",
    ['name="a" x="1" y="3" facing="E" options="double-barreled-laser"', 'name="b" x="4" y="3" facing="N"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="2"'), expect_after(4, 'name="b" damage="8"')],
     expect_end('name="b" destroyed="true" lives="2"')])
scenario("double-barreled-rear", "the rear laser deals the main laser's damage", "R-OPT-6 R-OPT-11 R-OPT-31",
    ['name="a" x="3" y="3" facing="E" options="double-barreled-laser rear-firing-laser"', 'name="b" x="5" y="3" facing="N"',
     'name="c" x="1" y="3" facing="S"'],
    [[P("a"), P("b"), P("c"), expect_after(1, 'name="b" damage="2"', 'name="c" damage="2"')]])
scenario("high-power-double", "High-Power and Double-Barreled: two robots on the beam take 2 each", "R-OPT-6 R-OPT-8",
    ['name="a" x="1" y="3" facing="E" options="high-power-laser double-barreled-laser"', 'name="b" x="3" y="3" facing="N"',
     'name="c" x="5" y="3" facing="N"'],
    [[P("a"), P("b"), P("c"), expect_after(1, 'name="b" damage="2"', 'name="c" damage="2"')]])
scenario("rear-firing", "a second main laser fires backwards", "R-OPT-11",
    ['name="a" x="3" y="3" facing="E" options="rear-firing-laser"', 'name="c" x="0" y="3" facing="S"'],
    [[P("a"), P("c"), expect_after(1, 'name="c" damage="1"')], expect_end('name="c" damage="5"')])
scenario("rear-not-high-power", "the rear laser is never high-power", "R-OPT-11 R-OPT-8 R-OPT-31",
    ['name="a" x="3" y="3" facing="N" options="high-power-laser rear-firing-laser"', 'name="c" x="3" y="4" facing="E"',
     'name="d" x="3" y="6" facing="E"'],
    [[P("a"), P("c"), P("d"), expect_after(1, 'name="c" damage="1"', 'name="d" damage="0"')]])
scenario("high-power-two-robots", "the high-power beam passes through one robot", "R-OPT-8",
    ['name="a" x="1" y="3" facing="E" options="high-power-laser"', 'name="b" x="3" y="3" facing="N"',
     'name="c" x="5" y="3" facing="N"'],
    [[P("a"), P("b"), P("c"), expect_after(1, 'name="b" damage="1"', 'name="c" damage="1"')]])
scenario("high-power-one-wall", "the high-power beam passes through one wall", "R-OPT-8",
    ['name="a" x="1" y="3" facing="E" options="high-power-laser"', 'name="b" x="4" y="3" facing="N"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="1"')]], elements='<wall x="2" y="3" side="E"/>')
scenario("high-power-second-wall", "the high-power beam stops at the second wall", "R-OPT-8",
    ['name="a" x="1" y="3" facing="E" options="high-power-laser"', 'name="b" x="5" y="3" facing="N"'],
    [[P("a"), P("b"), expect_after(1, 'name="b" damage="0"')]], elements='<wall x="2" y="3" side="E"/>;<wall x="3" y="3" side="E"/>')

# --- R-OPT-7 Extra Memory ---
scenario("extra-memory", "Extra Memory: ten cards", "R-OPT-7", ['name="b" x="3" y="3" facing="N" options="extra-memory"'],
    [[P("b"), expect_after(1, 'name="b" dealt="10"')]])
scenario("extra-memory-damaged", "Extra Memory: 10 - damage cards", "R-OPT-7", ['name="b" x="3" y="3" facing="N" damage="3" options="extra-memory"'],
    [[P("b"), expect_after(1, 'name="b" dealt="7"')]])
scenario("extra-memory-locks", "Extra Memory changes the hand size only: 5 damage still locks register 5", "R-OPT-7 R-OPT-31",
    ['name="b" x="3" y="3" facing="N" damage="5" options="extra-memory" registers="uturn@10 uturn@20 uturn@30 uturn@40 move1@500"'],
    [[P("b"), expect_after(1, 'name="b" dealt="5"'), expect_after(5, 'name="b" y="2" facing="N"')]])

# --- R-OPT-9 Mechanical Arm ---
scenario("arm-touches-neighbour", "the arm touches the flag north of the robot", "R-OPT-9",
    ['name="b" x="3" y="3" facing="S" options="mechanical-arm"'],
    [[P("b"), expect_after(1, 'name="b" next-flag="2" archive-x="3" archive-y="2"')]],
    elements='<flag x="3" y="2" number="1"/>;<flag x="6" y="6" number="2"/>')
scenario("arm-wall-blocks", "a wall between the robot and the flag blocks the arm", "R-OPT-9 R-OPT-31",
    ['name="b" x="3" y="3" facing="S" options="mechanical-arm"'],
    [[P("b"), expect_after(1, 'name="b" next-flag="1" archive-x="3" archive-y="3"')]],
    elements='<flag x="3" y="2" number="1"/>;<flag x="6" y="6" number="2"/>;<wall x="3" y="3" side="N"/>')
scenario("arm-diagonal-next-flag-first", "diagonally through a free L-path; the next flag before a repair site", "R-OPT-9 R-OPT-31",
    ['name="b" x="3" y="3" facing="S" options="mechanical-arm"'],
    [[P("b"), expect_after(1, 'name="b" next-flag="2" archive-x="4" archive-y="2"')]],
    elements='<flag x="4" y="2" number="1"/>;<flag x="6" y="6" number="2"/>;<repair x="3" y="4"/>;<wall x="3" y="3" side="N"/>')

# --- R-OPT-10 Ramming Gear ---
scenario("ram-push", "ramming a robot it pushes: 1 damage at once", "R-OPT-10",
    ['name="a" x="1" y="3" facing="E" options="ramming-gear"', 'name="b" x="2" y="3" facing="N"'],
    [[P("a", "move1@500"), P("b"), expect_after(1, 'name="b" x="3" damage="2"')]])
scenario("ram-wall-down-the-line", "a wall further down the line stops the push: still a ram", "R-OPT-10 R-OPT-32",
    ['name="a" x="1" y="3" facing="E" options="ramming-gear"', 'name="b" x="2" y="3" facing="N"', 'name="c" x="3" y="3" facing="N"'],
    [[P("a", "move1@500"), P("b"), P("c"), expect_after(1, 'name="a" x="1"', 'name="b" x="2" damage="2"', 'name="c" damage="0"')]],
    elements='<wall x="3" y="3" side="E"/>')
scenario("ram-destroys-at-once", "a ram to 10 damage destroys at once", "R-OPT-10 R-OPT-30",
    ['name="a" x="1" y="3" facing="E" options="ramming-gear"', 'name="b" x="2" y="3" facing="N" damage="9"'],
    [[P("a", "move2@700"), P("b"), expect_after(1, 'name="b" destroyed="true"', 'name="a" x="3"')]])

# --- R-OPT-13 .. 15 movement options ---
scenario("brakes", "Brakes: a Move 1 moves 0 tiles; the option stays", "R-OPT-13 R-OPT-32",
    ['name="a" x="1" y="1" facing="S" options="brakes"'],
    [[P("a", "move1@500 move1@490", uses=['option="brakes" registers="1"']), expect_after(1, 'name="a" y="1"'),
      expect_after(2, 'name="a" y="2" holds="brakes"')]])
scenario("brakes-keeps-priority", "a braked Move 1 still acts at its priority: it is not pushed out of order", "R-OPT-13",
    ['name="a" x="1" y="1" facing="S" options="brakes"', 'name="b" x="1" y="3" facing="N"'],
    [[P("a", "move1@500", uses=['option="brakes" registers="1"']), P("b", "move1@490"),
      expect_after(1, 'name="a" y="1"', 'name="b" y="2"')]])
scenario("brakes-dual", "Brakes then Dual Processor: 0 tiles, then the turn", "R-OPT-13 R-OPT-17 R-OPT-32",
    ['name="a" x="1" y="1" facing="S" options="brakes dual-processor"'],
    [[P("a", "move1@500+left@70", uses=['option="brakes" registers="1"', 'option="dual-processor" registers="1"']),
      expect_after(1, 'name="a" y="1" facing="E"')]])
scenario("fourth-gear", "Fourth Gear: a Move 3 moves 4 tiles", "R-OPT-14",
    ['name="a" x="1" y="6" facing="N" options="fourth-gear"'],
    [[P("a", "move3@800", uses=['option="fourth-gear" registers="1"']), expect_after(1, 'name="a" y="2"')]])
scenario("fourth-gear-other-register", "Fourth Gear only in the registers declared", "R-OPT-14",
    ['name="a" x="0" y="9" facing="N" options="fourth-gear"'],
    [[P("a", "move3@800 move3@790", uses=['option="fourth-gear" registers="2"']), expect_after(1, 'name="a" y="6"'),
      expect_after(2, 'name="a" y="2"')]], h=10)
scenario("fourth-gear-dual", "Fourth Gear then Dual Processor: 4 - 1 tiles, then the turn", "R-OPT-14 R-OPT-17 R-OPT-32",
    ['name="a" x="1" y="6" facing="N" options="fourth-gear dual-processor"'],
    [[P("a", "move3@800+right@80", uses=['option="fourth-gear" registers="1"', 'option="dual-processor" registers="1"']),
      expect_after(1, 'name="a" y="3" facing="E"')]])
scenario("reverse-gear", "Reverse Gear: a Back Up moves 2 tiles back", "R-OPT-15",
    ['name="a" x="1" y="2" facing="N" options="reverse-gear"'],
    [[P("a", "backup@430", uses=['option="reverse-gear" registers="1"']), expect_after(1, 'name="a" y="4" facing="N"')]])
scenario("reverse-gear-push", "Reverse Gear pushes like any move", "R-OPT-15",
    ['name="a" x="1" y="2" facing="N" options="reverse-gear"', 'name="b" x="1" y="3" facing="E"'],
    [[P("a", "backup@430", uses=['option="reverse-gear" registers="1"']), P("b"), expect_after(1, 'name="a" y="4"', 'name="b" y="5"')]])
scenario("reverse-gear-dual", "Reverse Gear then Dual Processor: 2 - 1 back, then the turn", "R-OPT-15 R-OPT-17 R-OPT-32",
    ['name="a" x="1" y="2" facing="N" options="reverse-gear dual-processor"'],
    [[P("a", "backup@430+left@70", uses=['option="reverse-gear" registers="1"', 'option="dual-processor" registers="1"']),
      expect_after(1, 'name="a" y="3" facing="W"')]])

# --- R-OPT-16 Crab Legs, R-OPT-17 Dual Processor ---
scenario("crab-left", "Crab Legs: a step to the left without turning", "R-OPT-16",
    ['name="a" x="3" y="3" facing="N" options="crab-legs"'],
    [[P("a", "move1@500+left@70", uses=['option="crab-legs" registers="1"']), expect_after(1, 'name="a" x="2" y="3" facing="N"')]])
scenario("crab-right-push", "Crab Legs: a step to the right pushes like a move", "R-OPT-16",
    ['name="a" x="3" y="3" facing="N" options="crab-legs"', 'name="b" x="4" y="3" facing="N"'],
    [[P("a", "move1@500+right@80", uses=['option="crab-legs" registers="1"']), P("b"),
      expect_after(1, 'name="a" x="4" facing="N"', 'name="b" x="5"')]])
scenario("crab-into-pit", "Crab Legs into a pit", "R-OPT-16",
    ['name="a" x="3" y="3" facing="N" options="crab-legs"'],
    [[P("a", "move1@500+left@70", uses=['option="crab-legs" registers="1"']), expect_after(1, 'name="a" destroyed="true"')]],
    elements='<pit x="2" y="3"/>;<flag x="6" y="0" number="1"/>')
scenario("dual-move2-right", "Dual Processor: Move 2 + Rotate Right moves 1, then turns", "R-OPT-17",
    ['name="a" x="3" y="5" facing="N" options="dual-processor"'],
    [[P("a", "move2@700+right@80", uses=['option="dual-processor" registers="1"']), expect_after(1, 'name="a" y="4" facing="E"')]])
scenario("dual-move1-uturn", "Dual Processor: Move 1 + U-Turn moves 0 (never below 0), then turns", "R-OPT-17",
    ['name="a" x="3" y="5" facing="N" options="dual-processor"'],
    [[P("a", "move1@500+uturn@10", uses=['option="dual-processor" registers="1"']), expect_after(1, 'name="a" y="5" facing="S"')]])
scenario("dual-move3-uturn", "Dual Processor: Move 3 + U-Turn moves 1, then turns", "R-OPT-17",
    ['name="a" x="3" y="5" facing="N" options="dual-processor"'],
    [[P("a", "move3@800+uturn@10", uses=['option="dual-processor" registers="1"']), expect_after(1, 'name="a" y="4" facing="S"')]])

# --- R-OPT-18 Gyroscopic Stabilizer ---
scenario("gyro-gear", "Gyroscopic Stabilizer: a gear does not turn the robot", "R-OPT-18",
    ['name="a" x="3" y="3" facing="N" options="gyroscopic-stabilizer"'],
    [[P("a", uses=['option="gyroscopic-stabilizer"']), expect_after(1, 'name="a" facing="N"')]], elements='<gear x="3" y="3" rotation="cw"/>;<flag x="6" y="0" number="1"/>')
scenario("gyro-conveyor-curve", "Gyroscopic Stabilizer: a conveyor curve does not turn the robot", "R-OPT-18",
    ['name="a" x="2" y="3" facing="N" options="gyroscopic-stabilizer"'],
    [[P("a", uses=['option="gyroscopic-stabilizer"']), expect_after(1, 'name="a" x="3" y="3" facing="N"')]],
    elements='<conveyor x="2" y="3" dir="E"/>;<conveyor x="3" y="3" dir="S"/>;<flag x="6" y="0" number="1"/>')
scenario("gyro-undeclared", "held but not declared: the gear turns the robot", "R-OPT-18",
    ['name="a" x="3" y="3" facing="N" options="gyroscopic-stabilizer"'],
    [[P("a"), expect_after(1, 'name="a" facing="E"')]], elements='<gear x="3" y="3" rotation="cw"/>;<flag x="6" y="0" number="1"/>')

# --- R-OPT-24 .. 29 laser alternatives ---
scenario("pressor", "Pressor Beam pushes the target one tile away, no damage", "R-OPT-24",
    ['name="a" x="1" y="3" facing="E" options="pressor-beam"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="pressor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" x="4" damage="0"'),
      expect_after(2, 'name="b" x="4" damage="1"')]])
scenario("pressor-into-pit", "Pressor Beam pushes the target into a pit", "R-OPT-24",
    ['name="a" x="1" y="3" facing="E" options="pressor-beam"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="pressor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" destroyed="true"')]],
    elements='<pit x="4" y="3"/>;<flag x="6" y="0" number="1"/>')
scenario("pressor-wall", "a wall stops the Pressor Beam's push; still no damage", "R-OPT-24",
    ['name="a" x="1" y="3" facing="E" options="pressor-beam"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="pressor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" x="3" damage="0"')]],
    elements='<wall x="3" y="3" side="E"/>')
scenario("tractor", "Tractor Beam pulls the target one tile towards the firer", "R-OPT-25",
    ['name="a" x="1" y="3" facing="E" options="tractor-beam"', 'name="b" x="4" y="3" facing="N"'],
    [[P("a", uses=['option="tractor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" x="3" damage="0"')]])
scenario("tractor-adjacent", "Tractor Beam does not act on an adjacent robot: the main laser fires", "R-OPT-25 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="tractor-beam"', 'name="b" x="2" y="3" facing="N"'],
    [[P("a", uses=['option="tractor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" x="2" damage="1"')]])
scenario("tractor-into-pit", "Tractor Beam pulls the target into a pit", "R-OPT-25",
    ['name="a" x="1" y="3" facing="E" options="tractor-beam"', 'name="b" x="4" y="3" facing="N"'],
    [[P("a", uses=['option="tractor-beam" registers="1"']), P("b"), expect_after(1, 'name="b" destroyed="true"')]],
    elements='<pit x="3" y="3"/>;<flag x="6" y="0" number="1"/>')
scenario("several-alternatives", "several alternatives in one register: the first that can act wins", "R-OPT-33 R-OPT-25 R-OPT-24",
    ['name="a" x="1" y="3" facing="E" options="tractor-beam pressor-beam"', 'name="b" x="2" y="3" facing="N"'],
    [[P("a", uses=['option="tractor-beam" registers="1"', 'option="pressor-beam" registers="1"']), P("b"),
      expect_after(1, 'name="b" x="3" damage="0"')]])
scenario("howitzer", "Mini Howitzer: 1 damage and a push; a shot counted", "R-OPT-26",
    ['name="a" x="1" y="3" facing="E" options="mini-howitzer"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="mini-howitzer" registers="1"']), P("b"),
      expect_after(1, 'name="b" x="4" damage="1"', 'name="a" holds="mini-howitzer:1"')]])
scenario("howitzer-fifth-shot", "Mini Howitzer: discarded after the fifth shot", "R-OPT-26",
    ['name="a" x="1" y="3" facing="E" options="mini-howitzer:4"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="mini-howitzer" registers="1 2"']), P("b"),
      expect_after(1, 'name="b" x="4" damage="1"', 'name="a" options="0"'), expect_after(2, 'name="b" x="4" damage="2"')]])
scenario("howitzer-double-barreled", "a Mini Howitzer on a Double-Barreled laser deals exactly 1", "R-OPT-26 R-OPT-33 R-OPT-6",
    ['name="a" x="1" y="3" facing="E" options="mini-howitzer double-barreled-laser"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="mini-howitzer" registers="1"']), P("b"), expect_after(1, 'name="b" x="4" damage="1"')]])
scenario("alternative-high-power", "an alternative on a High-Power laser acts on the first robot only", "R-OPT-33 R-OPT-24 R-OPT-8",
    ['name="a" x="1" y="3" facing="E" options="pressor-beam high-power-laser"', 'name="b" x="3" y="3" facing="N"', 'name="c" x="5" y="3" facing="N"'],
    [[P("a", uses=['option="pressor-beam" registers="1"']), P("b"), P("c"),
      expect_after(1, 'name="b" x="4" damage="0"', 'name="c" damage="0"')]])
scenario("fire-control-destroy", "Fire Control destroys the target's option named; no damage", "R-OPT-27",
    ['name="a" x="1" y="3" facing="E" options="fire-control"', 'name="b" x="3" y="3" facing="N" options="brakes"'],
    [[P("a", uses=['option="fire-control" registers="1" destroy="brakes"']), P("b"),
      expect_after(1, 'name="b" damage="0" options="0"')]])
scenario("fire-control-lacks", "Fire Control: the target lacks the option, the laser hits as usual", "R-OPT-27 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="fire-control"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="fire-control" registers="1" destroy="brakes"']), P("b"), expect_after(1, 'name="b" damage="1"')]])
scenario("fire-control-lock", "Fire Control locks the target's register: it keeps its card for the next turn", "R-OPT-27 R-OPT-33",
    ['name="a" x="1" y="3" facing="N"', 'name="b" x="3" y="3" facing="N" options="fire-control"', 'name="c" x="3" y="5" facing="S"'],
    [[P("a"), P("b", "uturn@10", uses=['option="fire-control" registers="1 2 3 4 5" lock-register="2"']),
      P("c", "left@70 uturn@20 left@90 left@110 left@130"),
      expect_after(1, 'name="c" damage="0"')],
     expect_end('name="c" facing="N" damage="0"'),
     [P("a"), P("b"), P("c", "right@80 right@100 right@120 right@140"),
      expect_after(2, 'name="c" facing="W"'), expect_after(5, 'name="c" facing="S" damage="5"')]])
scenario("radio-control", "Radio Control: the target executes the firer's cards, right after the firer", "R-OPT-29",
    ['name="a" x="1" y="3" facing="E" options="radio-control"', 'name="b" x="3" y="3" facing="E"'],
    [[P("a", "backup@430 right@80 move1@500", uses=['option="radio-control" registers="1"']), P("b", "move1@510 move1@520 move1@530"),
      expect_after(1, 'name="b" x="4" facing="E"', 'name="a" x="0"'), expect_after(2, 'name="b" x="4" facing="S"'),
      expect_after(3, 'name="b" x="4" y="4"', 'name="a" x="0" y="4"')]])
scenario("radio-control-pushed", "Radio Control on a robot that is also pushed by a Pressor Beam", "R-OPT-29 R-OPT-24 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="radio-control"', 'name="b" x="3" y="3" facing="N"',
     'name="c" x="3" y="6" facing="N" options="pressor-beam"'],
    [[P("a", "move1@500 right@80", uses=['option="radio-control" registers="1"']), P("b", "uturn@10 uturn@20"),
      P("c", "move1@480 right@90", uses=['option="pressor-beam" registers="1"']),
      expect_after(1, 'name="a" x="2"', 'name="b" x="3" y="2" facing="S" damage="0"'), expect_after(2, 'name="b" facing="W"')]])
scenario("radio-control-register-5", "Radio Control cannot act in register 5: the main laser fires", "R-OPT-29 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="radio-control"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="radio-control" registers="5"']), P("b"), expect_after(5, 'name="b" damage="5"')]])
scenario("scrambler-empty", "Scrambler does not act on an empty register: the laser hits", "R-OPT-28 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="scrambler"', 'name="b" x="3" y="3" facing="N"'],
    [[P("a", uses=['option="scrambler" registers="1"']), P("b", "uturn@10"), expect_after(1, 'name="b" damage="1"')]])
scenario("scrambler-locked", "Scrambler does not act on a locked register: the laser hits", "R-OPT-28 R-OPT-33",
    ['name="a" x="1" y="3" facing="E" options="scrambler"', 'name="b" x="3" y="3" facing="N" damage="5" registers="uturn@10 uturn@20 uturn@30 uturn@40 uturn@50"'],
    [[P("a", uses=['option="scrambler" registers="4"']), P("b", "uturn@60 uturn@60 uturn@60 uturn@60"), expect_after(4, 'name="b" damage="9"')]])

# --- R-OPT-20 Abort Switch (the replacing cards come from the seeded deck: turns for seed 1) ---
scenario("abort-switch", "Abort Switch from register 4: registers 4 and 5 play the deck's top cards", "R-OPT-20 R-OPT-32",
    ['name="a" x="3" y="6" facing="N" options="abort-switch"'],
    [[P("a", "move1@500 move1@510 move1@520 move1@530 move1@540", uses=['option="abort-switch" registers="4"']),
      expect_after(3, 'name="a" y="3"'), expect_after(5, 'name="a" x="3" y="3" holds="abort-switch"')]])
scenario("abort-switch-pair", "Abort Switch replaces a two-card register by one card; its Crab Legs declaration no longer applies", "R-OPT-20 R-OPT-16 R-OPT-32",
    ['name="a" x="3" y="6" facing="N" options="abort-switch crab-legs"'],
    [[P("a", "move1@500 move1@510 move1@520 move1@530+left@70", uses=['option="abort-switch" registers="4"', 'option="crab-legs" registers="4"']),
      expect_after(4, 'name="a" x="3" y="3"')]])

# --- R-OPT-21 Conditional Program ---
scenario("conditional-program", "Conditional Program: its card replaces the one programmed in the register named", "R-OPT-21",
    ['name="a" x="3" y="6" facing="N" options="conditional-program"'],
    [[P("a", "move1@500 move1@510 move1@520", uses=['option="conditional-program" registers="2" card="move2@700"']),
      expect_after(1, 'name="a" y="5"'), expect_after(2, 'name="a" y="3"'), expect_after(3, 'name="a" y="2" holds="conditional-program"')]])
scenario("conditional-program-turn", "Conditional Program: a U-Turn instead of the programmed Rotate Left", "R-OPT-21",
    ['name="a" x="3" y="3" facing="N" options="conditional-program"'],
    [[P("a", "left@70", uses=['option="conditional-program" registers="1" card="uturn@10"']), expect_after(1, 'name="a" facing="S"')]])
scenario("conditional-program-locked", "a Conditional Program card for a locked register is not played; the option stays", "R-OPT-21 R-OPT-32",
    ['name="a" x="3" y="3" facing="N" damage="5" options="conditional-program" registers="uturn@20 uturn@30 uturn@40 uturn@50 move1@500"'],
    [[P("a", "uturn@20 uturn@30 uturn@40 uturn@50", uses=['option="conditional-program" registers="5" card="uturn@10"']),
      expect_after(5, 'name="a" y="2" facing="N" holds="conditional-program"')]])

# --- R-OPT-22 Flywheel ---
scenario("flywheel-joins-hand", "the Flywheel card joins the next hand; dealt counts only cards drawn", "R-OPT-22 R-OPT-32",
    ['name="a" x="3" y="3" facing="N" options="flywheel:move3@800"'],
    [[P("a"), expect_after(1, 'name="a" dealt="9" holds="flywheel:"')]])
scenario("flywheel-keeps-card", "a card put on the Flywheel stays there until the next dealing", "R-OPT-22",
    ['name="a" x="3" y="3" facing="N" options="flywheel"'],
    [[P("a", uses=['option="flywheel" card="uturn@10"'])], expect_end('name="a" holds="flywheel:uturn@10"'),
     [P("a"), expect_after(1, 'name="a" dealt="9" holds="flywheel:"')]])
scenario("flywheel-destroyed-keeps", "a destroyed robot keeps its Flywheel card", "R-OPT-22 R-OPT-3 R-OPT-32",
    ['name="a" x="0" y="3" facing="W" options="brakes flywheel"'],
    [[P("a", "move1@500", uses=['option="flywheel" card="uturn@10"'])], expect_end('name="a" destroyed="true" holds="flywheel:uturn@10"')])
scenario("flywheel-powered-down", "the Flywheel card joins the hand even when the robot is dealt no card", "R-OPT-22 R-OPT-32",
    ['name="a" x="3" y="3" facing="N" powered-down="true" options="flywheel:move3@800"'],
    [[P("a"), expect_after(1, 'name="a" dealt="0" holds="flywheel:"')]])

# --- R-OPT-23 Recompile (a robot walled in on its tile: the random program from the new hand cannot move it) ---
BOX = '<wall x="3" y="3" side="N"/>;<wall x="3" y="3" side="E"/>;<wall x="3" y="3" side="S"/>;<wall x="3" y="3" side="W"/>'
scenario("recompile", "Recompile: a new hand of the same size and 1 damage at once", "R-OPT-23",
    ['name="a" x="3" y="3" facing="N" options="recompile"'],
    [[P("a", uses=['option="recompile"']), expect_after(1, 'name="a" x="3" y="3" damage="1" dealt="9" holds="recompile"')]], elements=BOX)
scenario("recompile-destroys", "Recompile's damage to 10 destroys at once", "R-OPT-23 R-OPT-30",
    ['name="a" x="3" y="3" facing="N" damage="9" options="recompile"'],
    [[P("a", uses=['option="recompile"']), expect_after(1, 'name="a" destroyed="true" options="0"')]], elements=BOX)
scenario("recompile-coat", "the Ablative Coat absorbs Recompile's damage", "R-OPT-23 R-OPT-4 R-OPT-30",
    ['name="a" x="3" y="3" facing="N" options="recompile ablative-coat"'],
    [[P("a", uses=['option="recompile"']), expect_after(1, 'name="a" damage="0" holds="recompile ablative-coat:1"')]], elements=BOX)

# --- R-OPT-28 Scrambler ---
scenario("scrambler", "Scrambler: the target's next register plays the deck's top card instead (a Move 1 for seed 1)", "R-OPT-28",
    ['name="a" x="1" y="3" facing="E" options="scrambler"', 'name="b" x="4" y="6" facing="N"'],
    [[P("a", uses=['option="scrambler" registers="1"']), P("b", "move3@800 move3@790"),
      expect_after(1, 'name="b" y="3" damage="0"'), expect_after(2, 'name="b" x="4" y="2"')]])

scenario("abort-switch-last", "Abort Switch from register 5: only register 5 plays the deck's top card", "R-OPT-20",
    ['name="a" x="3" y="4" facing="N" options="abort-switch"'],
    [[P("a", "uturn@10 uturn@20 uturn@30 uturn@40 move3@840", uses=['option="abort-switch" registers="5"']),
      expect_after(4, 'name="a" x="3" y="4" facing="N"'), expect_after(5, 'name="a" x="3" y="4"')]])
