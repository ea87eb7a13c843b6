/** Text split on blank lines into paragraphs, rendered as text (never HTML). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // Paragraphs have no identity beyond their position in this text.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <p key={index} className={className}>
            {paragraph}
          </p>
        ))}
    </>
  );
}
