package dev.connectfour.engine.search;

/**
 * The thresholds at which the {@link Search} turns its ideas on and off, by the size of a solve (its
 * nodes so far) and the free cells of a node, each with the measurement that set it: one place to
 * tune them. The late table's threshold is {@link LateTable#MAX_FREE_CELLS}, the helper threads'
 * {@link ParallelSearch#HELPER_START_NODES}.
 */
final class SearchTuning {

    private SearchTuning() {
    }

    /**
     * In a small search (before {@link #FOLLOW_UPS_AFTER} nodes), positions with at most this many free
     * cells order their moves by the plain count of the threats a move creates, not by
     * {@link MoveSorter#threatScore}: their subtrees are tiny, and the finer order saves less there than it costs.
     * A big search keeps the finer order everywhere: it saves more nodes there (the speed history gives
     * the figures).
     */
    static final int PLAIN_ORDER_FREE_CELLS = 8;
    /**
     * Enhanced transposition cutoffs only with more free cells than this: nearer the end, a child's
     * subtree is smaller than the cost of probing every child (whose positions, from
     * {@link LateTable#MAX_FREE_CELLS} free cells on, are in the thread's own late table, cheap to probe).
     */
    static final int ETC_MIN_FREE = 8;
    /**
     * Nodes a solve takes before the enhanced transposition cutoffs also probe the children of
     * positions new to the table. Until then, only a position the table knows probes its children:
     * in a small search the children of a new position are rarely in the table, and probing them
     * costs more than it saves (measured on the easy test sets; the medium ones, whose searches
     * soon pass this, need the cutoffs everywhere).
     */
    static final long ETC_NEW_NODES_AFTER = 1 << 14;
    /**
     * Nodes a solve takes before the follow-up bounds ({@link ClaimEven}) are checked: in a search of
     * tens to thousands of nodes they cost more than they save (L3_R1, L2_R1, L1_R1: 7 to 18 % slower
     * with them from the first node). Sound wherever they are checked, so turning them on mid-search
     * changes only the nodes.
     */
    static final long FOLLOW_UPS_AFTER = 1 << 12;
    /**
     * Free cells of a child that the threads of a parallel solve split (see {@link BusyTable}): at
     * least this many (at most 16 discs on 7x6). Nearer the end, marking and putting off children
     * costs more than it saves: split down to the late table, the empty board's two-thread solve took
     * more nodes, and far more in some runs (the speed history gives the figures).
     */
    static final int SPLIT_MIN_FREE = 26;
}
