import { useEffect, useState } from 'react';
import { readDraft, type StoreDraft } from '../draft.ts';

/** The onboarding draft as it was when the page opened (null while it loads). */
export function useDraft(): StoreDraft | null {
  const [draft, setDraft] = useState<StoreDraft | null>(null);
  useEffect(() => {
    let live = true;
    void readDraft().then((d) => live && setDraft(d));
    return () => {
      live = false;
    };
  }, []);
  return draft;
}
