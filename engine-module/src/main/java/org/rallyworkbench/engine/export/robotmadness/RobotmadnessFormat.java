package org.rallyworkbench.engine.export.robotmadness;

import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.ExportRefusedException;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.FormatException;

/** robotmadness' BoardDefinition JSON, with its CourseDefinition beside it for the flags (CLIENTS.md section 3). */
public final class RobotmadnessFormat implements ClientFormat {

    @Override
    public String id() {
        return "robotmadness-json";
    }

    @Override
    public String clients() {
        return "robotmadness (gbahns/robotmadness): its board editor's BoardDefinition JSON, flags in NAME.course.json";
    }

    @Override
    public String extension() {
        return ".json";
    }

    @Override
    public ClientExport export(Board board) throws ExportRefusedException {
        return new RobotmadnessWriter(board).write();
    }

    @Override
    public ClientImport read(String text, String fileName, SideFiles besides) throws FormatException {
        return new RobotmadnessReader(fileName).read(text, ClientFiles.baseName(fileName), besides);
    }

    @Override
    public boolean recognizes(String text) {
        return text.contains("\"startingPositions\"") && !text.contains("\"gameMap\"");
    }
}
