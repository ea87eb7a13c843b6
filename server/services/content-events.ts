/**
 * "The public content changed": services that write projects, posts, testimonials, options or
 * settings call notifyContentChanged(); caches of rendered pages listen and drop what they hold.
 * In-process only — other instances rely on the page cache's short lifetime (docs/architecture.md).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyContentChanged(): void {
  for (const listener of listeners) listener();
}
