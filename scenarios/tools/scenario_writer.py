"""Small builders for the audit generators (scenarios/audit*/gen.py): scenario XML as FORMATS.md writes it.

Each generator calls folder(its own directory) for a scenario writer S that counts what it wrote, and builds
boards, robots, programs and expectations with the one-letter helpers below.
"""
import os


def A(d):
    """Attributes from keyword arguments; next_flag becomes next-flag."""
    return "".join(' %s="%s"' % (k.replace("_", "-"), v) for k, v in d.items())


def B(w, h, *items):
    inner = "".join("\n    " + i for i in items)
    return '<board xmlns="urn:rally-workbench:board:1" name="t" width="%d" height="%d">%s\n  </board>' % (w, h, inner)


def el(tag, **kw):
    return "<%s%s/>" % (tag, A(kw))


def R(name, x, y, f, **kw):
    return '<robot name="%s" x="%d" y="%d" facing="%s"%s/>' % (name, x, y, f, A(kw))


def P(robot, cards="", **kw):
    return '<program robot="%s" cards="%s"%s/>' % (robot, cards, A(kw))


def E(name, **kw):
    return '<robot name="%s"%s/>' % (name, A(kw))


def W(robot):
    return '<winner robot="%s"/>' % robot


def X(*items, k=None):
    head = '<expect after-register="%d">' % k if k else "<expect>"
    return head + "".join("\n      " + i for i in items) + "\n    </expect>"


def T(*items):
    return "<turn>" + "".join("\n    " + i for i in items) + "\n  </turn>"


def folder(here):
    """A writer S(path, name, covers, board, robots, body, ...) of *.scenario.xml files under here, and its count."""
    count = [0]

    def S(path, name, covers, board, robots, body, rules=None, seed=None, sym=True, desc=None):
        attrs = ' name="%s"' % name
        if rules:
            attrs += ' rules="%s"' % rules
        if seed is not None:
            attrs += ' seed="%d"' % seed
        if not sym:
            attrs += ' symmetric="false"'
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               '<scenario xmlns="urn:rally-workbench:scenario:1"%s>' % attrs]
        if desc:
            out.append("  <description>%s</description>" % desc)
        out.append("  <covers>%s</covers>" % covers)
        out.append("  " + board)
        out += ["  " + r for r in robots]
        out += ["  " + b for b in body]
        out.append("</scenario>\n")
        f = os.path.join(here, path + ".scenario.xml")
        os.makedirs(os.path.dirname(f), exist_ok=True)
        with open(f, "w") as fh:
            fh.write("\n".join(out))
        count[0] += 1

    return S, count
