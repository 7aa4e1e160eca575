import { useEffect, useEffectEvent, useState } from 'react';

/** How long search boxes wait for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Texts<K extends string> = Readonly<Record<K, string>>;

const keyOf = (texts: object) => JSON.stringify(texts);

function trimmed<K extends string>(texts: Texts<K>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(texts).map(([k, v]) => [k, v.trim()])) as Record<
    K,
    string
  >;
}

function differs<K extends string>(typed: Texts<K>, applied: Texts<K>): boolean {
  return (Object.keys(applied) as K[]).some((k) => typed[k].trim() !== applied[k]);
}

/**
 * Search boxes whose settled text drives filters kept elsewhere (the URL). `applied` holds the
 * filters' trimmed values. Once typing has stopped for `ms` and the trimmed texts differ from
 * them, `apply` receives the texts. When the filters change by other means (Back, a link, a
 * reset), the boxes follow them.
 */
export function useSettledSearch<K extends string>(
  applied: Texts<K>,
  apply: (next: Record<K, string>) => void,
  ms = SEARCH_DEBOUNCE_MS,
): [Texts<K>, (key: K, value: string) => void] {
  const [texts, setTexts] = useState<Texts<K>>(applied);
  const appliedKey = keyOf(applied);
  const [followed, setFollowed] = useState(appliedKey);
  if (followed !== appliedKey) {
    setFollowed(appliedKey);
    if (differs(texts, applied)) setTexts(applied);
  }

  const settle = useEffectEvent(() => {
    if (differs(texts, applied)) apply(trimmed(texts));
  });
  const typedKey = keyOf(texts);
  useEffect(() => {
    const timer = setTimeout(() => settle(), ms);
    return () => clearTimeout(timer);
  }, [typedKey, ms]);

  return [texts, (key, value) => setTexts((t) => ({ ...t, [key]: value }))];
}
