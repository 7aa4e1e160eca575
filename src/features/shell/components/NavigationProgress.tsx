import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { m } from '../../../../domain/messages.ts';

/** How long a page change may take before the bar shows: a quick one shows nothing. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar along the top bar's foot while the router loads the page a tap asked for (its
 * chunks, its first data): on a slow phone the page tapped from otherwise stayed as it was, with
 * no sign that anything was happening, for up to a second.
 */
export function NavigationProgress() {
  // The address being loaded, and the one that has taken longer than SHOW_AFTER_MS.
  const loading = useRouterState({
    select: (s) => (s.status === 'pending' ? s.location.href : null),
  });
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (loading === null) return;
    const timer = setTimeout(() => setLate(loading), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (loading === null || late !== loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={m.openingPage()}
      className="absolute inset-x-0 -bottom-px h-0.5 bg-brand motion-safe:animate-pulse"
    />
  );
}
