import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * Whether the box's words are to be put in the address: they differ from it (trimmed), and they
 * are not words another way is already putting there (`arriving`: 'Clear filters' navigates with
 * an empty search itself; a commit of its own, made from the filters before that navigation,
 * would put the old filters back if it landed after it).
 */
export function needsCommit(typed: string, current: string, arriving: string | null): boolean {
  if (typed.trim() === current.trim()) return false;
  return arriving === null || typed !== arriving;
}

/**
 * A search box over a list the server filters (the leads inbox, the content tabs, the media
 * library): it types freely, and `commit` (which puts the words in the address, and so asks the
 * server) follows once typing pauses, or at once on Enter. When the address changes (back button,
 * 'Clear filters') the box shows its words again. `reset` sets the words that a navigation of the
 * caller's own is putting in the address, without a commit racing it.
 */
export function useSearchBox(current: string, commit: (q: string) => void) {
  const [typed, setTyped] = useState(current);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const arriving = useRef<string | null>(null);
  // The address holds the words trimmed: a box that says the same keeps what was typed ("modern ", mid-word).
  useEffect(() => setTyped((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
  useEffect(() => {
    if (typed.trim() === current.trim()) arriving.current = null;
    if (!needsCommit(typed, current, arriving.current)) return;
    const timer = setTimeout(() => commitRef.current(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, current]);
  // For whoever must put focus back in the box ('Clear filters' leaves with the empty state it sits in).
  const ref = useRef<HTMLInputElement>(null);
  const reset = (words: string) => {
    arriving.current = words;
    setTyped(words);
  };
  return { typed, setTyped, reset, commitNow: () => commit(typed), ref };
}
