/** public site §4: shown in the conversation while a request is pending. The dots pulse only if motion is welcome. */
export function ThinkingIndicator() {
  return (
    <li className="flex justify-start">
      <div className="flex items-center gap-2.5 rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-[0.95rem] text-muted shadow-sm ring-1 ring-stone/70">
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 rounded-full bg-clay motion-safe:animate-pulse"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        Thinking...
      </div>
    </li>
  );
}
