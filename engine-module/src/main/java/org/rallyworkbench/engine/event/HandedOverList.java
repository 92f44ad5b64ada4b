package org.rallyworkbench.engine.event;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * An unmodifiable list over an array that its maker handed over and never writes again, so an event's cards
 * (and a log's snapshot) are not copied once more: on JDK 17 every public way to an immutable list copies the
 * array, and {@code List.copyOf} of an {@code ArrayList} copies it twice (issue 17). It behaves as the lists of
 * {@link List#of} do: no null elements, every mutator throws, {@code contains(null)} and {@code indexOf(null)}
 * throw, equality, hash code and text those of every {@link List}.
 */
final class HandedOverList<E> extends AbstractList<E> implements RandomAccess {

    /** Only elements of type E; an {@code Object[]}, so that {@link #copying} needs no per-element type check. */
    private final Object[] elements;

    private HandedOverList(Object[] elements) {
        for (Object e : elements) {
            Objects.requireNonNull(e);
        }
        this.elements = elements;
    }

    /** A list of {@code handedOver}, which the caller must never change again; no element may be null. */
    static <E> List<E> of(E[] handedOver) {
        return new HandedOverList<>(handedOver);
    }

    /**
     * A list of what {@code collection} holds now, copied once ({@code toArray()}: a plain copy, where
     * {@code toArray(new Card[0])} checks each element's type and {@code List.copyOf} copies twice); no element
     * may be null.
     */
    static <E> List<E> copying(Collection<? extends E> collection) {
        return new HandedOverList<>(collection.toArray());
    }

    /** {@code list} itself when it is one of these, else {@link List#copyOf}: what the events' constructors keep. */
    static <E> List<E> copyOf(List<E> list) {
        return list instanceof HandedOverList<E> ? list : List.copyOf(list);
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        return (E) elements[Objects.checkIndex(index, elements.length)];
    }

    @Override
    public int size() {
        return elements.length;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    @Override
    public int indexOf(Object o) {
        Objects.requireNonNull(o);
        for (int i = 0; i < elements.length; i++) {
            if (o.equals(elements[i])) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        Objects.requireNonNull(o);
        for (int i = elements.length - 1; i >= 0; i--) {
            if (o.equals(elements[i])) {
                return i;
            }
        }
        return -1;
    }

    // Every mutator throws, also when it would change nothing (as List.of's lists do).
    @Override
    public boolean add(E e) { throw unmodifiable(); }

    @Override
    public void add(int index, E e) { throw unmodifiable(); }

    @Override
    public boolean addAll(Collection<? extends E> c) { throw unmodifiable(); }

    @Override
    public boolean addAll(int index, Collection<? extends E> c) { throw unmodifiable(); }

    @Override
    public E set(int index, E e) { throw unmodifiable(); }

    @Override
    public E remove(int index) { throw unmodifiable(); }

    @Override
    public boolean remove(Object o) { throw unmodifiable(); }

    @Override
    public boolean removeAll(Collection<?> c) { throw unmodifiable(); }

    @Override
    public boolean retainAll(Collection<?> c) { throw unmodifiable(); }

    @Override
    public boolean removeIf(Predicate<? super E> filter) { throw unmodifiable(); }

    @Override
    public void replaceAll(UnaryOperator<E> operator) { throw unmodifiable(); }

    @Override
    public void sort(Comparator<? super E> c) { throw unmodifiable(); }

    @Override
    public void clear() { throw unmodifiable(); }

    private static UnsupportedOperationException unmodifiable() {
        return new UnsupportedOperationException("an event's list cannot be changed");
    }

    @Override
    public Object[] toArray() {
        return Arrays.copyOf(elements, elements.length, Object[].class);
    }
}
