package org.rallyworkbench.editor.text.completion;

import java.util.List;
import java.util.Optional;
import javax.xml.namespace.QName;
import org.rallyworkbench.engine.xml.Namespaces;

/**
 * What a schema allows, looked up by element path: the stack of open elements from the root. The same local name
 * can mean different things in two places (a scenario's {@code <robot>} under {@code <scenario>} and under
 * {@code <expect>}), so children and attributes are always asked for a whole path. A path step matches by namespace
 * and local name; when no declaration has the namespace written (a file without its xmlns, a prefix not declared),
 * the local name alone decides, preferring the parent's namespace.
 */
public final class SchemaVocabulary {

    private final List<ElementDecl> roots;

    SchemaVocabulary(List<ElementDecl> roots) {
        this.roots = List.copyOf(roots);
    }

    /** The board format, board-1.xsd from the engine jar; read once. */
    public static SchemaVocabulary boards() {
        return Boards.VOCABULARY;
    }

    /** The scenario format, scenario-1.xsd with the board schema it imports for an inline board; read once. */
    public static SchemaVocabulary scenarios() {
        return Scenarios.VOCABULARY;
    }

    /** The elements a document may start with. */
    public List<ElementDecl> roots() {
        return roots;
    }

    /** The declaration the path leads to, if every step is known. */
    public Optional<ElementDecl> resolve(List<QName> path) {
        List<ElementDecl> candidates = roots;
        ElementDecl found = null;
        for (QName step : path) {
            found = match(candidates, step, found == null ? step.getNamespaceURI() : found.namespace());
            if (found == null) {
                return Optional.empty();
            }
            candidates = found.type().children();
        }
        return Optional.ofNullable(found);
    }

    /** The elements allowed inside the element at the end of the path (the roots for an empty path). */
    public List<ElementDecl> children(List<QName> path) {
        if (path.isEmpty()) {
            return roots;
        }
        return resolve(path).map(e -> e.type().children()).orElse(List.of());
    }

    /** The attributes of the element at the end of the path. */
    public List<AttributeDecl> attributes(List<QName> path) {
        return resolve(path).map(e -> e.type().attributes()).orElse(List.of());
    }

    /** The declaration of one attribute of the element at the end of the path. */
    public Optional<AttributeDecl> attribute(List<QName> path, String name) {
        return attributes(path).stream().filter(a -> a.name().equals(name)).findFirst();
    }

    private static ElementDecl match(List<ElementDecl> candidates, QName step, String parentNamespace) {
        ElementDecl sameLocalName = null;
        for (ElementDecl candidate : candidates) {
            if (candidate.is(step.getNamespaceURI(), step.getLocalPart())) {
                return candidate;
            }
            boolean better = sameLocalName == null
                    || !sameLocalName.namespace().equals(parentNamespace) && candidate.namespace().equals(parentNamespace);
            if (candidate.name().equals(step.getLocalPart()) && better) {
                sameLocalName = candidate;
            }
        }
        return sameLocalName;
    }

    // Holders: each schema is read on first use, once.
    private static final class Boards {
        static final SchemaVocabulary VOCABULARY = XsdReader.read(Namespaces.class, Namespaces.BOARD_XSD);
    }

    private static final class Scenarios {
        static final SchemaVocabulary VOCABULARY = XsdReader.read(Namespaces.class, Namespaces.SCENARIO_XSD);
    }
}
