import { parsePostContent } from './parse-post-content.ts';

/** D4: the post body as paragraphs and sub-headings, always text, never HTML. */
export function PostContent({ content }: { content: string }) {
  return (
    <div className="text-[1.0625rem] leading-[1.8] text-charcoal md:text-[1.1875rem] md:leading-[1.75]">
      {parsePostContent(content).map((block, index) =>
        block.kind === 'heading' ? (
          // Blocks have no identity beyond their position in this text.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <h2 key={index} className="mt-14 text-2xl leading-snug text-ink md:text-[1.75rem]">
            {block.text}
          </h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <p key={index} className="mt-6 first:mt-0 [h2+&]:mt-3">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
