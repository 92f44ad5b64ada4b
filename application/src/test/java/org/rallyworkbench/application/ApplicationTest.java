package org.rallyworkbench.application;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import junit.framework.Test;
import org.netbeans.junit.NbModuleSuite;
import org.netbeans.junit.NbTestCase;
import org.netbeans.spi.sendopts.OptionProcessor;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.Lookup;

/**
 * Boots the assembled application's module system (headless) and checks that our registrations are
 * live there: the board file type, its two views, the command line, File &gt; Open.
 */
public class ApplicationTest extends NbTestCase {

    private static final String MIME = "text/x-rally-board+xml";
    private static final String SCENARIO_MIME = "text/x-rally-scenario+xml";

    public ApplicationTest(String name) {
        super(name);
    }

    public static Test suite() {
        return NbModuleSuite.createConfiguration(ApplicationTest.class)
                .gui(false)
                .clusters(".*")
                .enableModules("org.rallyworkbench.*")
                .failOnMessage(Level.SEVERE)
                .suite();
    }

    public void testBoardFilesOpenAsBoardDataObjects() throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("tiny.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"2\" height=\"2\"/>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(MIME, fo.getMIMEType());
        assertEquals("org.rallyworkbench.editor.board.file.BoardDataObject", DataObject.find(fo).getClass().getName());
    }

    public void testDesignAndSourceViewsAreRegistered() {
        FileObject views = FileUtil.getConfigFile("Editors/" + MIME + "/MultiView");
        assertNotNull("no MultiView folder for " + MIME, views);
        assertEquals(2, views.getChildren().length);
    }

    public void testCommandLineProcessorIsRegistered() {
        assertTrue(Lookup.getDefault().lookupAll(OptionProcessor.class).stream()
                .anyMatch(p -> p.getClass().getName().equals("org.rallyworkbench.editor.board.file.BoardOptionProcessor")));
    }

    public void testScenarioFilesOpenAsScenarioDataObjects() throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("tiny.scenario.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write(("<scenario xmlns=\"urn:rally-workbench:scenario:1\" name=\"tiny\">"
                    + "<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"2\" height=\"2\"/>"
                    + "</scenario>").getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(SCENARIO_MIME, fo.getMIMEType());
        assertEquals("org.rallyworkbench.editor.scenario.file.ScenarioDataObject", DataObject.find(fo).getClass().getName());
    }

    public void testScenarioHasDesignReplayAndSourceViews() {
        FileObject views = FileUtil.getConfigFile("Editors/" + SCENARIO_MIME + "/MultiView");
        assertNotNull("no MultiView folder for " + SCENARIO_MIME, views);
        assertEquals(3, views.getChildren().length);
    }

    /** The platform's Edit and Save actions carry no keys of their own: without these, Ctrl+Z did nothing. */
    public void testUndoRedoSaveAndClipboardHaveTheirUsualKeys() {
        String[][] keys = {
            {"D-Z", "Actions/Edit/org-rallyworkbench-editor-ui-DocumentUndo.instance"},
            {"D-Y", "Actions/Edit/org-rallyworkbench-editor-ui-DocumentRedo.instance"},
            {"DS-Z", "Actions/Edit/org-rallyworkbench-editor-ui-DocumentRedo.instance"},
            {"D-X", "Actions/Edit/org-openide-actions-CutAction.instance"},
            {"D-C", "Actions/Edit/org-openide-actions-CopyAction.instance"},
            {"D-V", "Actions/Edit/org-openide-actions-PasteAction.instance"},
            {"D-S", "Actions/System/org-openide-actions-SaveAction.instance"},
        };
        assertShortcuts(keys);
    }

    /** Ctrl+W did nothing: the window actions of the Window menu had no keys either. */
    public void testSaveAllAndClosingWindowsHaveTheirUsualKeys() {
        String[][] keys = {
            {"DS-S", "Actions/System/org-openide-actions-SaveAllAction.instance"},
            {"D-W", "Actions/Window/org-netbeans-core-windows-actions-CloseWindowAction.instance"},
            {"D-F4", "Actions/Window/org-netbeans-core-windows-actions-CloseWindowAction.instance"},
            {"DS-W", "Actions/Window/org-netbeans-core-windows-actions-CloseAllDocumentsAction.instance"},
        };
        assertShortcuts(keys);
    }

    /** Each key is bound, and to an action that this platform really has. */
    private static void assertShortcuts(String[][] keys) {
        for (String[] k : keys) {
            FileObject shortcut = FileUtil.getConfigFile("Shortcuts/" + k[0] + ".shadow");
            assertNotNull(k[0], shortcut);
            assertEquals(k[0], k[1], shortcut.getAttribute("originalFile"));
            assertNotNull(k[1] + " exists", FileUtil.getConfigFile(k[1]));
        }
    }

    public void testRunScenarioIsInTheRunMenuTheContextMenuAndOnCtrlF6() {
        String id = "org-rallyworkbench-editor-scenario-run-RunScenarioAction";
        assertNotNull(FileUtil.getConfigFile("Actions/Run/" + id + ".instance"));
        assertNotNull(FileUtil.getConfigFile("Menu/Run/" + id + ".shadow"));
        assertNotNull(FileUtil.getConfigFile("Loaders/" + SCENARIO_MIME + "/Actions/" + id + ".shadow"));
        assertNotNull(FileUtil.getConfigFile("Shortcuts/C-F6.shadow"));
    }

    public void testAnalyzeBoardIsInTheRunMenuAndOnTheDesignToolbar() throws Exception {
        String id = "org-rallyworkbench-editor-analysis-AnalyzeBoardAction";
        assertNotNull(FileUtil.getConfigFile("Actions/Tools/" + id + ".instance"));
        assertNotNull(FileUtil.getConfigFile("Menu/Run/" + id + ".shadow"));
        // the Design view's toolbar button: a service of the editor module, found by the default lookup
        ClassLoader system = Lookup.getDefault().lookup(ClassLoader.class);
        String service = "org.rallyworkbench.editor.board.design.BoardOverlayHost$ToolbarContribution";
        try (java.io.InputStream in = system.getResourceAsStream("META-INF/services/" + service)) {
            assertNotNull("no " + service + " services", in);
            assertTrue(new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .contains("org.rallyworkbench.editor.analysis.AnalyzeBoardToolbar"));
        }
        Class<?> contribution = system.loadClass(service);
        assertTrue(Lookup.getDefault().lookupAll(contribution).stream()
                .anyMatch(c -> c.getClass().getName().equals("org.rallyworkbench.editor.analysis.AnalyzeBoardToolbar")));
        javax.swing.Action action = org.openide.awt.Actions.forID("Tools", "org.rallyworkbench.editor.analysis.AnalyzeBoardAction");
        assertNotNull(action);
        assertEquals("Analyze Board…", action.getValue(javax.swing.Action.NAME));
    }

    public void testSuitesRunFromFoldersAndTheRunMenu() {
        assertNotNull(FileUtil.getConfigFile(
                "Loaders/folder/any/Actions/org-rallyworkbench-editor-scenario-results-RunFolderAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/Run/org-rallyworkbench-editor-scenario-results-RunAllScenariosAction.shadow"));
    }

    public void testTestResultsWindowIsRegistered() {
        assertNotNull(FileUtil.getConfigFile("Windows2/Components/RallyTestResultsTopComponent.settings"));
        assertNotNull(FileUtil.getConfigFile("Menu/Window/org-rallyworkbench-editor-scenario-results-TestResultsTopComponent.shadow"));
    }

    public void testIdeLeftoversAreHiddenFromTheWindowMenu() {
        assertNotNull(FileUtil.getConfigFile("Menu/Window"));
        assertNull(FileUtil.getConfigFile("Menu/Window/SwitchToRecentDocumentAction.shadow"));
        assertNull(FileUtil.getConfigFile("Menu/Window/Web"));
        assertNull(FileUtil.getConfigFile("Menu/Window/org-netbeans-core-io-ui-IOWindowAction.shadow"));
    }

    /** Page Setup… is a platform leftover; Print… stays, since a scenario prints (its preview has Page Setup). */
    public void testPageSetupIsHiddenFromTheFileMenuAndPrintStays() {
        assertNotNull(FileUtil.getConfigFile("Menu/File"));
        assertNull(FileUtil.getConfigFile("Menu/File/org-netbeans-modules-print-action-PageSetupAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-netbeans-modules-print-action-PrintAction.shadow"));
    }

    /** Tools > Templates, Window > IDE Tools > Processes and a document tab's Open in System have no use here. */
    public void testTemplatesProcessesAndOpenInSystemAreHidden() {
        assertNotNull(FileUtil.getConfigFile("Menu/Tools"));
        assertNull(FileUtil.getConfigFile("Menu/Tools/org-netbeans-modules-templates-actions-TemplatesAction.shadow"));
        assertNull(FileUtil.getConfigFile("Menu/Window/Tools/ProgressListAction.shadow"));
        assertNull(FileUtil.getConfigFile("Editors/TabActions/org-netbeans-core-ui-sysopen-SystemOpenAction.shadow"));
        assertNull(FileUtil.getConfigFile("UI/ToolActions/Files/org-netbeans-core-ui-sysopen-SystemOpenAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/Window/Tools/org-netbeans-core-windows-actions-GlobalPropertiesAction.shadow"));
    }

    /**
     * Issue 18: keys the platform binds to what the workbench hides or does not use (Open in System, the Output
     * window, the self-profiler) are unbound, so Help &gt; Keyboard Shortcuts does not list them.
     */
    @SuppressWarnings("unchecked")
    public void testPlatformLeftoverKeysAreUnboundAndNotListed() throws Exception {
        for (String key : new String[] {"SO-S", "D-4", "AS-Y"}) {
            assertNull(key, FileUtil.getConfigFile("Shortcuts/" + key + ".shadow"));
        }
        ClassLoader system = Lookup.getDefault().lookup(ClassLoader.class);
        java.util.List<Object> all = (java.util.List<Object>) system.loadClass("org.rallyworkbench.editor.help.Shortcuts")
                .getMethod("all").invoke(null);
        java.util.List<String> does = new java.util.ArrayList<>();
        for (Object s : all) {
            does.add((String) s.getClass().getMethod("does").invoke(s));
        }
        assertTrue("the list has the workbench's keys: " + does, does.contains("Run Scenario"));
        for (String leftover : new String[] {"Open in System", "Output", "Profile the Application"}) {
            assertFalse(leftover + " is not listed: " + does, does.contains(leftover));
        }
    }

    /**
     * Issue 18: the Properties window docks wide enough to read its values: the workbench's properties mode (beside
     * the editor area, 0.37 of the width instead of the platform's 0.3) wins over core.ui's.
     */
    public void testPropertiesModeIsTheWorkbenchsWiderOne() throws IOException {
        FileObject mode = FileUtil.getConfigFile("Windows2/Modes/properties.wsmode");
        assertNotNull(mode);
        String text = mode.asText();
        assertTrue(text, text.contains("<path orientation=\"horizontal\" number=\"80\" weight=\"0.37\" />"));
    }

    /** Issue 18: Undo and Redo in the Edit menu and on the toolbar are the ones that follow the last active document. */
    public void testUndoAndRedoFollowTheLastActiveDocumentEverywhere() {
        for (String folder : new String[] {"Menu/Edit", "Toolbars/UndoRedo"}) {
            assertNull(folder, FileUtil.getConfigFile(folder + "/org-openide-actions-UndoAction.shadow"));
            assertNull(folder, FileUtil.getConfigFile(folder + "/org-openide-actions-RedoAction.shadow"));
            for (String ours : new String[] {"DocumentUndo", "DocumentRedo"}) {
                FileObject f = FileUtil.getConfigFile(folder + "/org-rallyworkbench-editor-ui-" + ours + ".shadow");
                assertNotNull(folder + " " + ours, f);
                javax.swing.Action a = FileUtil.getConfigObject((String) f.getAttribute("originalFile"), javax.swing.Action.class);
                assertNotNull(ours + " is an action", a);
                assertFalse(ours + ": nothing to undo or redo yet", a.isEnabled());
            }
        }
    }

    /** Issue 18: New Board, New Scenario on the main toolbar; Run, Run All and Analyze in its Run row, with icons. */
    public void testMainToolbarHasNewRunRunAllAndAnalyze() {
        String[] entries = {
            "Toolbars/File/org-rallyworkbench-editor-board-file-NewBoardAction.shadow",
            "Toolbars/File/org-rallyworkbench-editor-scenario-create-NewScenarioAction.shadow",
            "Toolbars/Run/org-rallyworkbench-editor-scenario-run-RunScenarioAction.shadow",
            "Toolbars/Run/org-rallyworkbench-editor-scenario-results-RunAllScenariosAction.shadow",
            "Toolbars/Run/org-rallyworkbench-editor-analysis-AnalyzeBoardAction.shadow",
        };
        for (String e : entries) {
            FileObject f = FileUtil.getConfigFile(e);
            assertNotNull(e, f);
            FileObject action = FileUtil.getConfigFile((String) f.getAttribute("originalFile"));
            assertNotNull(e + " points at an action", action);
            assertNotNull(e + " has an icon", action.getAttribute("iconBase"));
        }
    }

    /**
     * Issue 18: Help > Keyboard Shortcuts lists every key of the keymap (whichever module bound it) with the name of
     * its action, and the Design view's keys; both lists are read from the bindings, compared here.
     */
    @SuppressWarnings("unchecked")
    public void testKeyboardShortcutsListEveryBoundKey() throws Exception {
        assertNotNull(FileUtil.getConfigFile("Menu/Help/org-rallyworkbench-editor-help-KeyboardShortcutsAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/Help/org-rallyworkbench-editor-help-GettingStartedAction.shadow"));
        ClassLoader system = Lookup.getDefault().lookup(ClassLoader.class);
        Class<?> shortcuts = system.loadClass("org.rallyworkbench.editor.help.Shortcuts");
        java.util.List<Object> all = (java.util.List<Object>) shortcuts.getMethod("all").invoke(null);
        java.util.Map<String, String> listed = new java.util.HashMap<>();
        for (Object s : all) {
            String keys = (String) s.getClass().getMethod("keys").invoke(s);
            String does = (String) s.getClass().getMethod("does").invoke(s);
            String where = (String) s.getClass().getMethod("where").invoke(s);
            listed.putIfAbsent(where + "|" + keys, does);
        }
        int bound = 0;
        for (FileObject f : FileUtil.getConfigFile("Shortcuts").getChildren()) {
            javax.swing.KeyStroke key = org.openide.util.Utilities.stringToKey(f.getName());
            assertNotNull(f.getName(), key);
            String text = java.awt.event.InputEvent.getModifiersExText(key.getModifiers());
            text = (text.isEmpty() ? "" : text + "+") + java.awt.event.KeyEvent.getKeyText(key.getKeyCode());
            assertTrue(f.getName() + " (" + text + ") is listed: " + listed.keySet(), listed.containsKey("Everywhere|" + text));
            bound++;
        }
        assertTrue("the keymap has our keys: " + bound, bound >= 15);
        assertEquals("Undo", listed.get("Everywhere|" + (org.openide.util.Utilities.isMac() ? "Meta" : "Ctrl") + "+Z"));
        assertEquals("Run Scenario", listed.get("Everywhere|Ctrl+F6"));
        assertEquals("Tool: Conveyor path", listed.get("Board Design view|Shift+C"));
        assertEquals("Mirror the selection west↔east", listed.get("Board Design view|Ctrl+M"));
    }

    public void testGameDirectorIsInTheWindowMenu() {
        assertNotNull(FileUtil.getConfigFile("Menu/Window/org-rallyworkbench-editor-director-DirectorTopComponent.shadow"));
    }

    public void testIssuesWindowIsRegistered() {
        assertNotNull(FileUtil.getConfigFile("Windows2/Components/RallyIssuesTopComponent.settings"));
        assertNotNull(FileUtil.getConfigFile("Actions/Window/org-rallyworkbench-editor-issues-IssuesTopComponent.instance"));
    }

    public void testOverviewIsANavigatorPanelForBoards() {
        assertNotNull(FileUtil.getConfigFile("Navigator/Panels/" + MIME
                + "/org-rallyworkbench-editor-overview-OverviewNavigatorPanel.instance"));
    }

    public void testBoardsCanBeSavedAndSavedAs() throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("two.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Two\" width=\"2\" height=\"2\"/>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        DataObject board = DataObject.find(fo);
        assertNotNull(board.getLookup().lookup(org.openide.cookies.OpenCookie.class));
        assertNotNull(board.getLookup().lookup(org.openide.loaders.SaveAsCapable.class));
    }

    public void testImportAndExportBoardAreInTheFileMenu() {
        assertNotNull(FileUtil.getConfigFile("Actions/File/org-rallyworkbench-editor-exchange-ImportBoardAction.instance"));
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-exchange-ImportBoardAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Actions/File/org-rallyworkbench-editor-exchange-ExportBoardAction.instance"));
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-exchange-ExportBoardAction.shadow"));
    }

    public void testOpenBoardIsInTheFileMenu() {
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-board-file-OpenBoardAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-board-file-NewBoardAction.shadow"));
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-board-file-OpenRecentBoardAction.shadow"));
    }
}
