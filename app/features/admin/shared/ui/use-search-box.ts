import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box over a list the server filters (the leads inbox, the content tabs): it types
 * freely, and `commit` (which puts the words in the address, and so asks the server) follows once
 * typing pauses, or at once on Enter. When the address changes (back button, 'Clear filters') the
 * box shows its words again.
 */
export function useSearchBox(current: string, commit: (q: string) => void) {
  const [typed, setTyped] = useState(current);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  // The address holds the words trimmed: a box that says the same keeps what was typed ("modern ", mid-word).
  useEffect(() => setTyped((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
  useEffect(() => {
    if (typed.trim() === current.trim()) return;
    const timer = setTimeout(() => commitRef.current(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, current]);
  // For whoever must put focus back in the box ('Clear filters' leaves with the empty state it sits in).
  const ref = useRef<HTMLInputElement>(null);
  return { typed, setTyped, commitNow: () => commit(typed), ref };
}
