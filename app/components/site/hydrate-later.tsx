import { type ReactNode, Suspense, useEffect, useRef } from 'react';

/**
 * A part of a public page below its first screen, which React may hydrate after the rest. React
 * leaves a Suspense boundary it meets while hydrating for later: it hydrates it on its own, at
 * the lowest priority, in slices that give the browser back its main thread (react-dom, the
 * dehydrated boundary's Offscreen lane). So a page's hydration is a few short tasks instead of one
 * long one, which a phone's Lighthouse counts as blocking time (issue 12). Nothing suspends here:
 * the server renders the part whole, and a visitor sees the same page. A click or a key on it
 * before its turn is not lost: React hydrates that part at once and replays the event.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {/* First, not last: a page's rules about its last child (a band meeting the footer) still hold. */}
      <HydratedSignal />
      {children}
    </Suspense>
  );
}

/**
 * Says when its part has hydrated, for `<html data-hydrated>`: the end-to-end tests act only once
 * every part has. An empty `<template>` draws nothing and is not in the accessibility tree.
 */
function HydratedSignal() {
  const signal = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    // Set outside React on purpose: React renders the attribute once and never again.
    signal.current?.setAttribute('data-hydrate-later', 'done');
    markHydratedWhenNothingWaits();
  }, []);
  return <template ref={signal} data-hydrate-later="waiting" />;
}

/**
 * Marks the page hydrated (`<html data-hydrated>`, app/lib/use-hydration-marker.ts) unless a part
 * the server rendered still waits for its turn. Here, not beside the hook: the hook's module is the
 * root's alone, and one the public routes shared too became a script file of its own on every page.
 */
export function markHydratedWhenNothingWaits(): void {
  if (document.querySelector('[data-hydrate-later="waiting"]')) return;
  document.documentElement.dataset.hydrated = 'true';
}
