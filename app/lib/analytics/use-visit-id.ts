import { useEffect, useState } from 'react';
import { visitId } from './visit.ts';

/**
 * This page load's visit id for a form that posts itself (the booking form's hidden field), once
 * hydrated: the server's HTML cannot know it, and a visitor who declined tracking gets none.
 */
export function useVisitId(): string | undefined {
  const [visit, setVisit] = useState<string | undefined>(undefined);
  useEffect(() => setVisit(visitId()), []);
  return visit;
}
