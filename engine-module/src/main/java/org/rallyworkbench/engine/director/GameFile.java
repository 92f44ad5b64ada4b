package org.rallyworkbench.engine.director;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The game director's game-state file ({@code *.game.xml}, namespace {@code urn:rally-workbench:game:1},
 * described by {@code game-1.xsd}): a {@link GameState} with its board inline. Writing is deterministic and
 * reading gives back an equal state.
 */
public final class GameFile {

    public static final String NAMESPACE = "urn:rally-workbench:game:1";
    public static final String XSD = "/org/rallyworkbench/engine/director/game-1.xsd";
    private static final String BOARD_NAMESPACE = "urn:rally-workbench:board:1";

    private GameFile() { }

    /** Reads a game file (see {@link #read}): the game, or every problem with its file, line and column. */
    public static ReadResult<GameState> load(Path file) {
        return DirectorFileException.load(file, GameFile::read);
    }

    /**
     * Reads a game file. Besides the schema, it refuses values out of range and states that cannot happen in a
     * game ({@link GameStateChecks}), every problem as {@code FILE:LINE:COLUMN: message}, one a line.
     */
    public static GameState read(Path file) throws DirectorFileException {
        Document doc = XmlFiles.read(file, XSD);
        Element root = doc.getDocumentElement();
        Board board = board(file, root);
        List<Robot> robots = new ArrayList<>();
        List<Element> robotElements = new ArrayList<>();
        List<Card> deck = List.of();
        List<OptionCard> options = List.of();
        List<String> winners = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Element deckElement = root;
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && NAMESPACE.equals(e.getNamespaceURI())) {
                try {
                    switch (e.getLocalName()) {
                        case "robot" -> {
                            robots.add(robot(e));
                            robotElements.add(e);
                        }
                        case "deck" -> {
                            deck = Card.parseList(e.getAttribute("cards"));
                            deckElement = e;
                        }
                        case "option-deck" -> options = options(e.getAttribute("cards"));
                        case "winner" -> winners.add(e.getAttribute("robot"));
                        default -> { }
                    }
                } catch (IllegalArgumentException ex) {
                    problems.add(XmlFiles.problem(file, e, ex.getMessage()));
                }
            }
        }
        GameState state = null;
        try {
            state = new GameState(board, RuleSetId.parse(attr(root, "rules", "house")), robots, new Deck(deck),
                    options, intAttr(root, "turn", 0), stage(root.getAttribute("stage")),
                    longAttr(root, "seed", 0), intAttr(root, "moment", 0), winners);
        } catch (IllegalArgumentException ex) {
            problems.add(XmlFiles.problem(file, root, ex.getMessage()));
        }
        if (problems.isEmpty()) {
            Element deckAt = deckElement;
            for (GameStateChecks.Problem p : GameStateChecks.check(state)) {
                Node where = p.robot() >= 0 ? robotElements.get(p.robot()) : p.inDeck() ? deckAt : root;
                problems.add(XmlFiles.problem(file, where, p.message()));
            }
        }
        if (!problems.isEmpty()) {
            throw new DirectorFileException(problems);
        }
        return state;
    }

    /**
     * Reads the inline board with the board reader, so it gets every check a board file gets. Blank lines put
     * before it make the problems' line numbers those of the game file.
     */
    private static Board board(Path file, Element root) throws DirectorFileException {
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && BOARD_NAMESPACE.equals(e.getNamespaceURI())) {
                try {
                    Transformer t = TransformerFactory.newDefaultInstance().newTransformer();
                    t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
                    StringWriter text = new StringWriter();
                    String at = LocatedDom.location(e);
                    text.write("\n".repeat(Integer.parseInt(at.substring(0, at.indexOf(':'))) - 1));
                    t.transform(new DOMSource(e), new StreamResult(text));
                    return BoardXml.read(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)),
                            file.toString());
                } catch (TransformerException ex) {
                    throw new DirectorFileException(List.of(XmlFiles.problem(file, e, "the inline board cannot be read")));
                } catch (FormatException ex) {
                    throw new DirectorFileException(ex.problems());
                }
            }
        }
        throw new DirectorFileException(List.of(XmlFiles.problem(file, root, "the game has no board")));
    }

    private static Robot robot(Element e) {
        Position pos = new Position(intAttr(e, "x", 0), intAttr(e, "y", 0));
        String reentry = e.getAttribute("reentry-facing");
        return new Robot(e.getAttribute("name"), intAttr(e, "start", 1), pos,
                Direction.parse(e.getAttribute("facing")), intAttr(e, "damage", 0), intAttr(e, "lives", 3),
                intAttr(e, "next-flag", 1),
                new Position(intAttr(e, "archive-x", 0), intAttr(e, "archive-y", 0)),
                Direction.parse(e.getAttribute("archive-facing")),
                reentry.isEmpty() ? Optional.empty() : Optional.of(Direction.parse(reentry)),
                Boolean.parseBoolean(attr(e, "powered-down", "false")),
                Boolean.parseBoolean(attr(e, "power-down-announced", "false")),
                registers(attr(e, "registers", "- - - - -")), Card.parseList(e.getAttribute("hand")),
                intAttr(e, "dealt", 0), options(e.getAttribute("options")), status(attr(e, "status", "in-play")),
                intAttr(e, "destroyed-at", 0), Boolean.parseBoolean(attr(e, "touched-archive", "false")),
                e.hasAttribute("reentry-x")
                        ? Optional.of(new Position(intAttr(e, "reentry-x", 0), intAttr(e, "reentry-y", 0)))
                        : Optional.empty(),
                optionState(e));
    }

    /** The options' counters, sacrifice list and Fire Control locks (R-OPT-…); none when not written. */
    private static org.rallyworkbench.engine.model.OptionState optionState(Element e) {
        org.rallyworkbench.engine.model.OptionState counters = org.rallyworkbench.engine.model.OptionText
                .parseHoldings(e.getAttribute("option-counters")).state();
        return new org.rallyworkbench.engine.model.OptionState(counters.coatAbsorbed(), counters.howitzerShots(),
                counters.flywheel(), org.rallyworkbench.engine.model.OptionText.parseIds(e.getAttribute("sacrifice")),
                org.rallyworkbench.engine.model.Registers.parse(e.getAttribute("fire-locked")));
    }

    /**
     * The game's id: 12 hex digits of a SHA-256 over what never changes during a game: the board's meaning (its
     * canonical form without the free-text description, so neither the layout of the file it came from nor the
     * wrapping of its description matters), the rule set, the seed, the robots' names and start numbers. Players
     * write it into their submissions, so that {@code rally turn play} refuses programs meant for another game.
     */
    public static String gameId(GameState s) {
        StringBuilder identity = new StringBuilder(BoardXml.toXml(s.board().toBuilder().description("").build()))
                .append('\n').append(s.rules().xmlName()).append('\n').append(s.seed());
        for (Robot r : s.robots()) {
            identity.append('\n').append(r.start()).append(' ').append(r.name());
        }
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(identity.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest, 0, 6);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Writes the state as a game file's text; writing what {@link #read} gave back yields the same bytes. */
    public static String toXml(GameState s, String name) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<game xmlns=\"").append(NAMESPACE).append("\" name=\"").append(XmlFiles.escape(name))
                .append("\" rules=\"").append(s.rules().xmlName()).append("\" seed=\"").append(s.seed())
                .append("\" turn=\"").append(s.turn()).append("\" stage=\"").append(stage(s.stage()))
                .append("\" moment=\"").append(s.moment()).append("\">\n");
        String board = BoardXml.toXml(s.board());
        board = board.substring(board.indexOf("<board"));
        indentMarkup(sb, board);
        for (Robot r : s.robots()) {
            sb.append("  <robot name=\"").append(XmlFiles.escape(r.name())).append("\" start=\"").append(r.start())
                    .append("\" x=\"").append(r.position().x()).append("\" y=\"").append(r.position().y())
                    .append("\" facing=\"").append(r.facing()).append("\" damage=\"").append(r.damage())
                    .append("\" lives=\"").append(r.lives()).append("\" next-flag=\"").append(r.nextFlag())
                    .append("\"\n         archive-x=\"").append(r.archive().x()).append("\" archive-y=\"")
                    .append(r.archive().y()).append("\" archive-facing=\"").append(r.archiveFacing()).append('"');
            r.reentryFacing().ifPresent(f -> sb.append(" reentry-facing=\"").append(f).append('"'));
            r.reentryTile().ifPresent(p -> sb.append(" reentry-x=\"").append(p.x()).append("\" reentry-y=\"")
                    .append(p.y()).append('"'));
            sb.append(" powered-down=\"").append(r.poweredDown()).append("\" power-down-announced=\"")
                    .append(r.powerDownAnnounced()).append("\"\n         status=\"").append(status(r.status()))
                    .append("\" destroyed-at=\"").append(r.destroyedAt()).append("\" touched-archive=\"")
                    .append(r.touchedNewArchive()).append("\" registers=\"").append(registers(r.registers()))
                    .append("\"\n         hand=\"").append(cards(r.hand())).append("\" dealt=\"").append(r.dealt())
                    .append("\" options=\"").append(String.join(" ", r.options().stream().map(Enum::name).toList()))
                    .append('"');
            optionState(sb, r);
            sb.append("/>\n");
        }
        sb.append("  <deck cards=\"").append(cards(s.deck().cards())).append("\"/>\n");
        sb.append("  <option-deck cards=\"")
                .append(String.join(" ", s.optionDeck().stream().map(Enum::name).toList())).append("\"/>\n");
        for (String w : s.winners()) {
            sb.append("  <winner robot=\"").append(XmlFiles.escape(w)).append("\"/>\n");
        }
        sb.append("</game>\n");
        return sb.toString();
    }

    /**
     * Appends the board's XML indented by two blanks, except the lines that continue its description: they are
     * part of the text, and indenting them would change the description at every write.
     */
    private static void indentMarkup(StringBuilder sb, String board) {
        boolean inText = false;
        for (String line : board.split("\n", -1)) {
            if (!inText && !line.isEmpty()) {
                sb.append("  ");
            }
            sb.append(line).append('\n');
            // Escaping keeps these tags out of the text itself.
            int open = line.lastIndexOf("<description>");
            int close = line.lastIndexOf("</description>");
            inText = open > close || inText && close < 0;
        }
        sb.setLength(sb.length() - 1);
    }

    /** The option attributes of a robot (R-OPT-…), written only when they say something. */
    private static void optionState(StringBuilder sb, Robot r) {
        org.rallyworkbench.engine.model.OptionState o = r.optionState();
        if (o.equals(org.rallyworkbench.engine.model.OptionState.NONE)) {
            return;
        }
        List<OptionCard> counted = r.options().stream().filter(org.rallyworkbench.engine.model.OptionText::hasCounter)
                .toList();
        String counters = org.rallyworkbench.engine.model.OptionText.format(counted, o);
        if (!counters.isEmpty()) {
            sb.append("\n         option-counters=\"").append(counters).append('"');
        }
        if (!o.sacrifice().isEmpty()) {
            sb.append(" sacrifice=\"").append(org.rallyworkbench.engine.model.ProgramText.ids(o.sacrifice())).append('"');
        }
        if (o.fireLocked().mask() != 0) {
            sb.append(" fire-locked=\"").append(o.fireLocked()).append('"');
        }
    }

    private static String cards(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::toString).toList());
    }

    private static String registers(List<Optional<Card>> regs) {
        return String.join(" ", regs.stream().map(c -> c.map(Card::toString).orElse("-")).toList());
    }

    private static List<Optional<Card>> registers(String text) {
        String[] parts = text.trim().split("\\s+");
        if (parts.length != Robot.REGISTERS) {
            throw new IllegalArgumentException("registers must list five entries ('-' for empty): '" + text + "'");
        }
        List<Optional<Card>> list = new ArrayList<>();
        for (String p : parts) {
            list.add(p.equals("-") ? Optional.empty() : Optional.of(Card.parse(p)));
        }
        return list;
    }

    private static List<OptionCard> options(String text) {
        List<OptionCard> list = new ArrayList<>();
        for (String p : text.trim().split("\\s+")) {
            if (!p.isEmpty()) {
                list.add(OptionCard.parse(p));
            }
        }
        return list;
    }

    private static String stage(GameState.Stage s) {
        return s == GameState.Stage.DEALT ? "dealt" : "between-turns";
    }

    private static GameState.Stage stage(String s) {
        return s.equals("dealt") ? GameState.Stage.DEALT : GameState.Stage.BETWEEN_TURNS;
    }

    private static String status(RobotStatus s) {
        return switch (s) {
            case IN_PLAY -> "in-play";
            case DESTROYED -> "destroyed";
            case OUT_OF_GAME -> "out-of-game";
        };
    }

    private static RobotStatus status(String s) {
        return switch (s) {
            case "destroyed" -> RobotStatus.DESTROYED;
            case "out-of-game" -> RobotStatus.OUT_OF_GAME;
            default -> RobotStatus.IN_PLAY;
        };
    }

    private static String attr(Element e, String name, String fallback) {
        String v = e.getAttribute(name);
        return v.isEmpty() ? fallback : v;
    }

    /** An integer attribute (its form checked by the schema); one too large for the game is refused, not cut. */
    private static int intAttr(Element e, String name, int fallback) {
        long v = longAttr(e, name, fallback);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw outOfRange(e, name);
        }
        return (int) v;
    }

    private static long longAttr(Element e, String name, long fallback) {
        String v = e.getAttribute(name).strip();
        if (v.isEmpty()) {
            return fallback;
        }
        try {
            return Long.parseLong(v.startsWith("+") ? v.substring(1) : v);
        } catch (NumberFormatException ex) {
            throw outOfRange(e, name);
        }
    }

    private static IllegalArgumentException outOfRange(Element e, String name) {
        String v = e.getAttribute(name).strip();
        String shown = v.length() > 12 ? v.substring(0, 12) + "... (" + v.length() + " characters)" : v;
        return new IllegalArgumentException(name + "=\"" + shown + "\" on <" + e.getLocalName()
                + "> is out of range for a game");
    }

}
