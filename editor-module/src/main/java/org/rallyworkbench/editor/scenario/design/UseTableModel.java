package org.rallyworkbench.editor.scenario.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import javax.swing.table.AbstractTableModel;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.Registers;

/**
 * The card picker's option uses, one row a {@code <use>}: the option, a box for each register where
 * {@link UseRules} lets it be declared, and what Fire Control (lock a register or destroy an option) and
 * Conditional Program or Flywheel (a card) need. Crab Legs and Dual Processor are not rows: the two-card
 * registers declare them.
 */
@Messages({
    "COL_UseOption=Option", "# {0} - register", "COL_UseRegister=R{0}", "COL_UseDetail=Target / card",
    "LBL_WholeTurn=(whole turn)",
    "# {0} - register", "LBL_LockRegister=lock register {0}",
    "# {0} - option id", "LBL_DestroyOption=destroy {0}",
    "# {0} - option", "MSG_UseNoRegister={0}: tick the register(s) it is used in",
    "# {0} - option", "MSG_UseNoDetail={0}: choose what it acts with (the last column)"
})
final class UseTableModel extends AbstractTableModel {

    static final int OPTION = 0;
    static final int DETAIL = 6;

    /** One declaration being edited. */
    static final class Row {
        final OptionCard option;
        final boolean[] registers = new boolean[6];      // index 1..5
        String detail = "";

        Row(OptionCard option) {
            this.option = option;
        }
    }

    private final List<Row> rows = new ArrayList<>();
    /** The first card programmed (or kept locked) in a register, and whether that register is a Crab Legs pair. */
    private final IntFunction<Optional<Card>> cardIn;
    private final java.util.function.IntPredicate crabPair;

    UseTableModel(IntFunction<Optional<Card>> cardIn, java.util.function.IntPredicate crabPair) {
        this.cardIn = cardIn;
        this.crabPair = crabPair;
    }

    /** The rows of the program's declarations, leaving out Crab Legs and Dual Processor. */
    void load(List<OptionUse> uses) {
        rows.clear();
        for (OptionUse u : uses) {
            if (UseRules.kind(u.option()) == UseRules.Kind.PAIR) {
                continue;
            }
            Row r = new Row(u.option());
            u.registers().asList().forEach(k -> r.registers[k] = true);
            u.lockRegister().ifPresent(k -> r.detail = Bundle.LBL_LockRegister(k));
            u.destroy().ifPresent(o -> r.detail = Bundle.LBL_DestroyOption(o.id()));
            u.card().ifPresent(c -> r.detail = c.toString());
            rows.add(r);
        }
        fireTableDataChanged();
    }

    void add(OptionCard option) {
        rows.add(new Row(option));
        fireTableRowsInserted(rows.size() - 1, rows.size() - 1);
    }

    void remove(int row) {
        if (row >= 0 && row < rows.size()) {
            rows.remove(row);
            fireTableRowsDeleted(row, row);
        }
    }

    /** After the program changed: a register box where the option may no longer be used is cleared. */
    void programChanged() {
        for (Row r : rows) {
            for (int k = 1; k <= 5; k++) {
                r.registers[k] &= allowed(r.option, k);
            }
        }
        fireTableDataChanged();
    }

    boolean allowed(OptionCard o, int register) {
        return UseRules.kind(o) != UseRules.Kind.WHOLE_TURN
                && UseRules.allowed(o, register, cardIn.apply(register), crabPair.test(register));
    }

    Row row(int index) {
        return rows.get(index);
    }

    /** The uses written, in row order; {@code uses} assumes {@link #problem()} is empty. */
    List<OptionUse> uses() {
        List<OptionUse> out = new ArrayList<>();
        for (Row r : rows) {
            List<Integer> ks = new ArrayList<>();
            for (int k = 1; k <= 5; k++) {
                if (r.registers[k]) {
                    ks.add(k);
                }
            }
            Registers registers = Registers.of(ks.stream().mapToInt(Integer::intValue).toArray());
            OptionalInt lock = OptionalInt.empty();
            Optional<OptionCard> destroy = Optional.empty();
            Optional<Card> card = Optional.empty();
            if (UseRules.detail(r.option) == UseRules.Detail.FIRE_CONTROL) {
                for (int k = 1; k <= 5; k++) {
                    if (r.detail.equals(Bundle.LBL_LockRegister(k))) {
                        lock = OptionalInt.of(k);
                    }
                }
                for (OptionCard o : OptionCard.all()) {
                    if (r.detail.equals(Bundle.LBL_DestroyOption(o.id()))) {
                        destroy = Optional.of(o);
                    }
                }
            } else if (UseRules.detail(r.option) == UseRules.Detail.CARD && !r.detail.isBlank()) {
                card = Optional.of(Card.parse(r.detail.trim()));
            }
            out.add(new OptionUse(r.option, registers, lock, destroy, card));
        }
        return out;
    }

    /** What keeps the declarations from being written; empty when they can be. */
    Optional<String> problem() {
        for (Row r : rows) {
            boolean any = false;
            for (int k = 1; k <= 5; k++) {
                any |= r.registers[k];
            }
            if (UseRules.kind(r.option) != UseRules.Kind.WHOLE_TURN && !any) {
                return Optional.of(Bundle.MSG_UseNoRegister(r.option.displayName()));
            }
            if (UseRules.detail(r.option) != UseRules.Detail.NONE && r.detail.isBlank()) {
                return Optional.of(Bundle.MSG_UseNoDetail(r.option.displayName()));
            }
        }
        return Optional.empty();
    }

    /** The choices of the last column for {@code row}: Fire Control's targets, or the cards not programmed. */
    List<String> detailChoices(int row, List<Card> free) {
        OptionCard o = rows.get(row).option;
        List<String> out = new ArrayList<>();
        if (UseRules.detail(o) == UseRules.Detail.FIRE_CONTROL) {
            for (int k = 1; k <= 5; k++) {
                out.add(Bundle.LBL_LockRegister(k));
            }
            OptionCard.all().forEach(x -> out.add(Bundle.LBL_DestroyOption(x.id())));
        } else if (UseRules.detail(o) == UseRules.Detail.CARD) {
            free.forEach(c -> out.add(c.toString()));
        }
        return out;
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return 7;
    }

    @Override
    public String getColumnName(int column) {
        return column == OPTION ? Bundle.COL_UseOption() : column == DETAIL ? Bundle.COL_UseDetail()
                : Bundle.COL_UseRegister(column);
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == OPTION || column == DETAIL ? String.class : Boolean.class;
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        Row r = rows.get(row);
        if (column == OPTION) {
            return false;
        }
        if (column == DETAIL) {
            return UseRules.detail(r.option) != UseRules.Detail.NONE;
        }
        return allowed(r.option, column);
    }

    @Override
    public Object getValueAt(int row, int column) {
        Row r = rows.get(row);
        if (column == OPTION) {
            return r.option.displayName();
        }
        if (column == DETAIL) {
            return UseRules.kind(r.option) == UseRules.Kind.WHOLE_TURN && r.detail.isEmpty()
                    ? Bundle.LBL_WholeTurn() : r.detail;
        }
        return r.registers[column];
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        Row r = rows.get(row);
        if (column == DETAIL) {
            r.detail = value == null ? "" : value.toString();
        } else if (column != OPTION && Boolean.TRUE.equals(value) && allowed(r.option, column)) {
            if (UseRules.kind(r.option) == UseRules.Kind.ONE_REGISTER) {
                java.util.Arrays.fill(r.registers, false);       // Abort Switch, Conditional Program: one register
            }
            r.registers[column] = true;
        } else if (column != OPTION) {
            r.registers[column] = false;
        }
        fireTableRowsUpdated(row, row);
    }
}
