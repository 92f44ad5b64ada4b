package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Every element and attribute of scenario-1.xsd carries documentation, so XML editors can show help. */
class ScenarioSchemaDocumentationTest {

    private static final String XS = "http://www.w3.org/2001/XMLSchema";

    @Test
    void everyElementAndAttributeIsDocumented() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        List<String> missing = new ArrayList<>();
        try (InputStream in = Schemas.class.getResourceAsStream("scenario-1.xsd")) {
            Element root = f.newDocumentBuilder().parse(in).getDocumentElement();
            for (String kind : List.of("element", "attribute")) {
                NodeList all = root.getElementsByTagNameNS(XS, kind);
                for (int i = 0; i < all.getLength(); i++) {
                    Element e = (Element) all.item(i);
                    if (e.getElementsByTagNameNS(XS, "documentation").getLength() == 0) {
                        missing.add(kind + " " + e.getAttribute("name") + e.getAttribute("ref"));
                    }
                }
            }
        }
        assertEquals(List.of(), missing);
    }
}
