/**
 * The two file formats of FORMATS.md (boards and scenarios): their XSDs, secure reading with schema and
 * semantic validation reported as {@code FILE:LINE:COLUMN: message}, and canonical writing.
 *
 * <p>Public entry points: {@link org.rallyworkbench.engine.xml.BoardXml}, {@link
 * org.rallyworkbench.engine.xml.ScenarioXml}, {@link org.rallyworkbench.engine.xml.FormatValidator}. The JAXB
 * classes are package-private: the rest of the code sees only model records.
 */
@XmlSchema(namespace = Namespaces.BOARD, elementFormDefault = XmlNsForm.QUALIFIED,
        xmlns = @XmlNs(prefix = "", namespaceURI = Namespaces.BOARD))
@XmlAccessorType(XmlAccessType.FIELD)
package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlNs;
import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
