/**
 * A stock take (decision 038): pieces counted on a shelf or in a category, beside the system's
 * stock when the count began, and the adjustments that make the system agree with the shelf.
 */

/** A variant's stock and version as the system had it when the count first met it. */
export interface ExpectedStock {
  total: number;
  version: number;
}

export interface StockCount {
  id: string;
  storeId: string;
  /** What is counted, in the seller's words ("Shelf A3") or a category's name. */
  name: string;
  /** The category counted (its variants not scanned are listed), or null for a shelf. */
  categoryId: string | null;
  /**
   * The location counted (issue 51): its pieces are what is expected and set; null or absent
   * (a count saved before locations), the variant's total.
   */
  location?: string | null;
  startedAt: number;
  /** Per variant: the system's stock when the count began (or when the variant was first scanned). */
  expected: Record<string, ExpectedStock>;
  /** Pieces counted per variant. */
  counts: Record<string, number>;
  /** Variants in the order they were last counted, the latest first. */
  recent: string[];
}

/** The most pieces a count takes for one variant, as the stock field does. */
export const MAX_COUNTED = 1_000_000;

export function startCount(input: {
  id: string;
  storeId: string;
  name: string;
  categoryId: string | null;
  location?: string | null;
  now: number;
  /** The variants in scope with their stock now. */
  scope: readonly { id: string; totalStock: number; version: number }[];
}): StockCount {
  return {
    id: input.id,
    storeId: input.storeId,
    name: input.name.trim(),
    categoryId: input.categoryId,
    location: input.location ?? null,
    startedAt: input.now,
    expected: Object.fromEntries(
      input.scope.map((v) => [v.id, { total: v.totalStock, version: v.version }]),
    ),
    counts: {},
    recent: [],
  };
}

/**
 * The count with `entryId` at `pieces` (a typed quantity), or `pieces` more (a scan adds one). A
 * variant met first now keeps the stock it has now as its expected.
 */
export function recordCount(
  count: StockCount,
  variant: { id: string; totalStock: number; version: number },
  pieces: number,
  mode: 'add' | 'set',
): StockCount {
  const was = count.counts[variant.id] ?? 0;
  const next = Math.min(MAX_COUNTED, Math.max(0, mode === 'add' ? was + pieces : pieces));
  return {
    ...count,
    expected: count.expected[variant.id]
      ? count.expected
      : {
          ...count.expected,
          [variant.id]: { total: variant.totalStock, version: variant.version },
        },
    counts: { ...count.counts, [variant.id]: next },
    recent: [variant.id, ...count.recent.filter((id) => id !== variant.id)],
  };
}

export interface CountLine {
  entryId: string;
  counted: number;
  expected: number;
  difference: number;
  /** The version the adjustment is made on. */
  version: number;
}

export interface CountReview {
  /** Every variant counted, and those in scope not counted when they count as 0. */
  lines: CountLine[];
  /** Variants in scope that were not scanned. */
  unscanned: string[];
  /** The lines whose count differs from the system's stock: the adjustments. */
  changes: CountLine[];
}

/**
 * The differences against the system's stock. `zeroUnscanned`: a variant in scope that was not
 * scanned was not found, so counts as 0; otherwise it is listed and left as it is.
 */
export function reviewCount(count: StockCount, zeroUnscanned: boolean): CountReview {
  const unscanned = Object.keys(count.expected).filter((id) => !(id in count.counts));
  const counted = Object.entries(count.counts).map(([entryId, n]) => line(count, entryId, n));
  const zeroed = zeroUnscanned ? unscanned.map((id) => line(count, id, 0)) : [];
  const lines = [...counted, ...zeroed];
  return { lines, unscanned, changes: lines.filter((l) => l.difference !== 0) };
}

function line(count: StockCount, entryId: string, counted: number): CountLine {
  const expected = count.expected[entryId] ?? { total: 0, version: 0 };
  return {
    entryId,
    counted,
    expected: expected.total,
    difference: counted - expected.total,
    version: expected.version,
  };
}

/**
 * A variant whose stock moved during the count (a sale shipped, a return restocked): its count's
 * difference applied to its stock now, so the sale is not undone. Never below what is reserved.
 */
export function rebasedCount(
  line: { counted: number; expected: number },
  now: { totalStock: number; reservedStock: number },
): number {
  return Math.max(now.reservedStock, now.totalStock + line.counted - line.expected, 0);
}
