/** How many lists' answers are kept at most (tailwind-merge keeps 500). */
const ANSWERS_KEPT = 500;

/**
 * A class merger from a table (scripts/class-merge.ts, decision 061): the classes it knows in
 * groups (`|` between groups, a space between classes) and, for each group, the groups a class of
 * it overrides when it comes later (`;` between groups, `,` between numbers). Read from the last
 * class back, as tailwind-merge does: a class is dropped when a later class kept overrides it, or
 * when it comes again later; any other class the table does not know is kept.
 */
export function tableMerge([groups, conflicts]: readonly [string, string]) {
  const groupOf = new Map<string, number>();
  groups.split('|').forEach((group, n) => {
    for (const name of group.split(' ')) groupOf.set(name, n);
  });
  const overrides = conflicts.split(';').map((list) => (list ? list.split(',').map(Number) : []));
  // A page asks for the same few lists again and again (each box of a product's grid its own):
  // each list's answer is kept, as tailwind-merge keeps its own (issue 52: about 30 ms of a
  // 500-variant product's open at 4× CPU went here).
  const answers = new Map<string, string>();
  return (classes: string): string => {
    const known = answers.get(classes);
    if (known !== undefined) return known;
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    const merged = merge(classes);
    answers.set(classes, merged);
    return merged;
  };
  function merge(classes: string): string {
    const names = classes.split(/\s+/).filter(Boolean);
    const taken = new Set<number>();
    const seen = new Set<string>();
    const kept: string[] = [];
    for (let i = names.length - 1; i >= 0; i--) {
      const name = names[i]!;
      if (seen.has(name)) continue;
      seen.add(name);
      const group = groupOf.get(name);
      if (group !== undefined) {
        if (taken.has(group)) continue;
        for (const over of overrides[group]!) taken.add(over);
      }
      kept.push(name);
    }
    return kept.reverse().join(' ');
  }
}
