package org.rallyworkbench.editor.issues;

import javax.swing.Icon;
import org.openide.util.ImageUtilities;
import org.openide.util.NbBundle.Messages;

/** How bad an issue is: an error (the file breaks the format's rules) or a design warning. */
@Messages({"LBL_Error=Error", "LBL_Warning=Warning"})
public enum Severity {
    ERROR("org/netbeans/modules/dialogs/error.gif"),
    WARNING("org/netbeans/modules/dialogs/warning.gif");

    /** The platform's own dialog icons, so an error here looks like an error in a NetBeans dialog. */
    private final String iconPath;

    Severity(String iconPath) {
        this.iconPath = iconPath;
    }

    public String label() {
        return this == ERROR ? Bundle.LBL_Error() : Bundle.LBL_Warning();
    }

    /** The 16-pixel icon; null only if the platform's dialogs module were missing. */
    public Icon icon() {
        return ImageUtilities.loadImageIcon(iconPath, false);
    }
}
