package org.rallyworkbench.engine.director;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.Submission;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The players' submissions for a turn ({@code *.submissions.xml}, namespace
 * {@code urn:rally-workbench:submissions:1}, described by {@code submissions-1.xsd}).
 */
public final class SubmissionsFile {

    public static final String NAMESPACE = "urn:rally-workbench:submissions:1";
    public static final String XSD = "/org/rallyworkbench/engine/director/submissions-1.xsd";

    /**
     * The game and turn the submissions are for, and each robot's submission in file order. {@code game} is
     * the {@link GameFile#gameId game id} the players copied from the hands dealt; empty when not written.
     */
    public record Submissions(Optional<String> game, int turn, Map<String, Submission> programs,
                              Map<String, Where> where) {
        public Submissions {
            java.util.Objects.requireNonNull(game, "game");
            programs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(programs));
            where = Map.copyOf(where);
        }

        /** Submissions not read from a file: their problems name no line. */
        public Submissions(Optional<String> game, int turn, Map<String, Submission> programs) {
            this(game, turn, programs, Map.of());
        }

        /**
         * {@code problem} of {@code robot}'s submission as {@code FILE:LINE:COLUMN: problem}: at the {@code <use>}
         * of the option the problem names, else at the {@code <program>}; {@code FILE: problem} when not read
         * from a file.
         */
        public String located(Path file, String robot, String problem) {
            Where w = where.get(robot);
            if (w == null) {
                return file + ": " + problem;
            }
            String at = w.program();
            for (Map.Entry<org.rallyworkbench.engine.model.OptionCard, String> use : w.uses()) {
                if (java.util.regex.Pattern.compile("(^|[\\s(])" + java.util.regex.Pattern.quote(use.getKey().id())
                        + "([\\s:),]|$)").matcher(problem).find()) {
                    at = use.getValue();
                    break;
                }
            }
            return file + ":" + at + ": " + problem;
        }
    }

    /** Where a robot's {@code <program>} starts ({@code LINE:COLUMN}) and each of its {@code <use>}, in order. */
    public record Where(String program, List<Map.Entry<org.rallyworkbench.engine.model.OptionCard, String>> uses) {
        public Where {
            uses = List.copyOf(uses);
        }
    }

    private SubmissionsFile() { }

    /** Reads a submissions file (see {@link #read}): the submissions, or every problem with its file, line and column. */
    public static ReadResult<Submissions> load(Path file) {
        return DirectorFileException.load(file, SubmissionsFile::read);
    }

    /** Reads a submissions file; every problem as {@code FILE:LINE:COLUMN: message}, one a line. */
    public static Submissions read(Path file) throws DirectorFileException {
        Element root = XmlFiles.read(file, XSD).getDocumentElement();
        Map<String, Submission> programs = new LinkedHashMap<>();
        Map<String, Where> where = new LinkedHashMap<>();
        java.util.List<Problem> problems = new java.util.ArrayList<>();
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && "program".equals(e.getLocalName())) {
                try {
                    String robot = e.getAttribute("robot");
                    String facing = e.getAttribute("reentry-facing");
                    String repair = e.getAttribute("double-repair");
                    org.rallyworkbench.engine.model.ProgramText.Registers cards =
                            org.rallyworkbench.engine.model.ProgramText.parse(e.getAttribute("cards"));
                    Submission s = new Submission(robot, cards.cards(),
                            Boolean.parseBoolean(e.getAttribute("power-down")),
                            facing.isEmpty() ? Optional.empty() : Optional.of(Direction.parse(facing)),
                            repair.isEmpty() ? DoubleRepairChoice.REPAIR : DoubleRepairChoice.parse(repair),
                            reentryTile(e, robot), optionPlan(e, cards));
                    if (programs.put(robot, s) != null) {
                        throw new IllegalArgumentException("a second program for " + robot);
                    }
                    where.put(robot, where(e, s));
                } catch (IllegalArgumentException ex) {
                    problems.add(XmlFiles.problem(file, e, ex.getMessage()));
                }
            }
        }
        int turn = 0;
        try {
            turn = number(root, "turn");
        } catch (IllegalArgumentException ex) {
            problems.add(XmlFiles.problem(file, root, ex.getMessage()));
        }
        if (!problems.isEmpty()) {
            throw new DirectorFileException(problems);
        }
        String game = root.getAttribute("game");
        return new Submissions(game.isEmpty() ? Optional.empty() : Optional.of(game), turn, programs, where);
    }

    private static Where where(Element program, Submission s) {
        List<Map.Entry<org.rallyworkbench.engine.model.OptionCard, String>> uses = new java.util.ArrayList<>();
        int k = 0;
        for (Node n = program.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element u && "use".equals(u.getLocalName()) && k < s.options().uses().size()) {
                uses.add(Map.entry(s.options().uses().get(k++).option(), LocatedDom.location(u)));
            }
        }
        return new Where(LocatedDom.location(program), uses);
    }

    /** The option part of a program: {@code sacrifice}, {@code <use>} elements, two-card registers (R-OPT-…). */
    private static org.rallyworkbench.engine.model.OptionPlan optionPlan(Element program,
            org.rallyworkbench.engine.model.ProgramText.Registers cards) {
        List<org.rallyworkbench.engine.model.OptionUse> uses = new java.util.ArrayList<>();
        for (Node n = program.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element u && "use".equals(u.getLocalName())) {
                String lock = u.getAttribute("lock-register");
                String destroy = u.getAttribute("destroy");
                String card = u.getAttribute("card");
                uses.add(new org.rallyworkbench.engine.model.OptionUse(
                        org.rallyworkbench.engine.model.OptionText.option(u.getAttribute("option")),
                        org.rallyworkbench.engine.model.Registers.parse(u.getAttribute("registers")),
                        lock.isEmpty() ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(Integer.parseInt(lock)),
                        destroy.isEmpty() ? Optional.empty()
                                : Optional.of(org.rallyworkbench.engine.model.OptionText.option(destroy)),
                        card.isEmpty() ? Optional.empty() : Optional.of(Card.parse(card))));
            }
        }
        boolean sacrifice = program.hasAttribute("sacrifice");
        if (!sacrifice && uses.isEmpty() && !cards.hasPairs()) {
            return org.rallyworkbench.engine.model.OptionPlan.NONE;
        }
        return new org.rallyworkbench.engine.model.OptionPlan(sacrifice
                ? Optional.of(org.rallyworkbench.engine.model.OptionText.parseIds(program.getAttribute("sacrifice")))
                : Optional.empty(), uses, cards.seconds());
    }

    /** The tile named with {@code reentry-x} and {@code reentry-y} (R-START-2): both or neither. */
    private static Optional<Position> reentryTile(Element program, String robot) {
        String x = program.getAttribute("reentry-x");
        String y = program.getAttribute("reentry-y");
        if (x.isEmpty() != y.isEmpty()) {
            throw new IllegalArgumentException("the program for " + robot
                    + " has only one of reentry-x and reentry-y; give both or neither");
        }
        return x.isEmpty() ? Optional.empty()
                : Optional.of(new Position(number(program, "reentry-x"), number(program, "reentry-y")));
    }

    /** A non-negative integer attribute (its form checked by the schema) that fits the game's numbers. */
    private static int number(Element e, String name) {
        String v = e.getAttribute(name).strip();
        if (v.startsWith("+")) {
            v = v.substring(1);
        }
        if (v.length() > 9) {
            String shown = v.substring(0, 9) + "... (" + v.length() + " digits)";
            throw new IllegalArgumentException(name + "=\"" + shown + "\" on <" + e.getLocalName()
                    + "> is out of range");
        }
        return Integer.parseInt(v);
    }

    /** The text of a submissions file without a game id (for players' tools and tests). */
    public static String toXml(int turn, Iterable<Submission> submissions) {
        return toXml(Optional.empty(), turn, submissions);
    }

    /** The text of a submissions file for the game {@code game} (see {@link GameFile#gameId}). */
    public static String toXml(Optional<String> game, int turn, Iterable<Submission> submissions) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<submissions xmlns=\"").append(NAMESPACE).append('"');
        game.ifPresent(g -> sb.append(" game=\"").append(XmlFiles.escape(g)).append('"'));
        sb.append(" turn=\"").append(turn).append("\">\n");
        for (Submission s : submissions) {
            sb.append("  <program robot=\"").append(XmlFiles.escape(s.robot())).append("\" cards=\"")
                    .append(org.rallyworkbench.engine.model.ProgramText.format(s.cards(), s.options())).append('"');
            if (s.powerDown()) {
                sb.append(" power-down=\"true\"");
            }
            s.reentryFacing().ifPresent(f -> sb.append(" reentry-facing=\"").append(f).append('"'));
            s.reentryTile().ifPresent(p -> sb.append(" reentry-x=\"").append(p.x()).append("\" reentry-y=\"")
                    .append(p.y()).append('"'));
            if (s.doubleRepair() != DoubleRepairChoice.REPAIR) {
                sb.append(" double-repair=\"").append(s.doubleRepair().xmlName()).append('"');
            }
            s.options().sacrifice().ifPresent(list -> sb.append(" sacrifice=\"")
                    .append(org.rallyworkbench.engine.model.ProgramText.ids(list)).append('"'));
            if (s.options().uses().isEmpty()) {
                sb.append("/>\n");
            } else {
                sb.append(">\n");
                for (org.rallyworkbench.engine.model.OptionUse u : s.options().uses()) {
                    sb.append("    <use ").append(org.rallyworkbench.engine.model.ProgramText.useAttributes(u))
                            .append("/>\n");
                }
                sb.append("  </program>\n");
            }
        }
        sb.append("</submissions>\n");
        return sb.toString();
    }
}
