class Queue<E> {
    Object[] queue;
    int[] sizes;
    Object[] kept;

    E first() {
        E e = queue[0];
        return e;
    }

    int total() {
        return sizes[1] + sizes[2];
    }

    Object whole() {
        return kept;
    }
}
