import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { shouldAutoAdvance, wrapIndex } from './carousel-rules.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Keyboard focus, not the focus a mouse click leaves on a button (hover already covers that). */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible');
}

const inside = (container: Element, target: EventTarget | null) => target instanceof Node && container.contains(target);

/**
 * The current slide of an auto-advancing carousel and the D7 rules that hold it still, following the
 * WAI-ARIA carousel pattern:
 * - the pause button stops it until Play is pressed;
 * - keyboard focus arriving inside presses pause for the visitor (the button then offers Play), so
 *   nothing moves under someone working through the controls unless they ask for it;
 * - a mouse resting on it holds it until the mouse leaves, except on the pause button itself, so a
 *   click on Play resumes at once;
 * - under prefers-reduced-motion it never moves by itself.
 * Spread `containerProps` on the element whose hover and focus count, and put `toggleRef` on the
 * pause/play button.
 */
export function useAutoplay({ slideCount, intervalMs }: { slideCount: number; intervalMs: number }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus stops the carousel once per visit: Play pressed while focus stays inside is respected.
  const focusVisit = useRef(false);

  const running = shouldAutoAdvance({ slideCount, reducedMotion, stopped, hovered });

  // One timeout per slide shown: a slide picked by hand gets its full interval too.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex(wrapIndex(index + 1, slideCount)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, slideCount, intervalMs]);

  const onToggle = (target: EventTarget | null) => !!toggleRef.current && inside(toggleRef.current, target);

  return {
    index: wrapIndex(index, slideCount),
    goTo: (next: number) => setIndex(wrapIndex(next, slideCount)),
    next: () => setIndex((i) => wrapIndex(i + 1, slideCount)),
    previous: () => setIndex((i) => wrapIndex(i - 1, slideCount)),
    /** false once paused (the button then offers Play) */
    playing: !stopped,
    togglePlaying: () => setStopped((s) => !s),
    toggleRef,
    /** screen readers hear the slide changes a visitor makes, not the ones the timer makes */
    live: running ? ('off' as const) : ('polite' as const),
    containerProps: {
      onPointerOver: (event: PointerEvent) => setHovered(event.pointerType === 'mouse' && !onToggle(event.target)),
      onPointerLeave: () => setHovered(false),
      onFocus: (event: FocusEvent) => {
        if (focusVisit.current || !isKeyboardFocus(event.target)) return;
        focusVisit.current = true;
        setStopped(true);
      },
      onBlur: (event: FocusEvent) => {
        if (!inside(event.currentTarget, event.relatedTarget)) focusVisit.current = false;
      },
    },
  };
}
