import { Fragment } from 'react';
import { Link } from 'react-router';
import type { RichTextBlock, RichTextInline } from '#shared/rich-text/rich-text.ts';
import { Picture } from '../../ui/picture.tsx';

/**
 * The text column of a post (max-w-[calc(68ch+4rem)] less its padding, about 700 px at the body's
 * size) and the phone widths below it. A caller whose column differs passes its own.
 */
export const RICH_TEXT_IMAGE_SIZES =
  '(min-width: 768px) 700px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/**
 * A post's body or a project's story (docs/content-format.md), drawn from the parsed tree with
 * React elements only: every piece of text is a text node, so nothing in it can become markup.
 * The page's loader parses on the server; this file imports the parser's types and nothing else
 * (a value import would put the parser's module in the public chunk).
 */
export function RichText({
  blocks,
  className,
  imageSizes = RICH_TEXT_IMAGE_SIZES,
}: {
  blocks: readonly RichTextBlock[];
  className?: string;
  /** the `sizes` of a stored image, for the column the text is set in */
  imageSizes?: string;
}) {
  return (
    <div className={className ?? 'text-[1.0625rem] leading-[1.8] text-charcoal md:text-[1.1875rem] md:leading-[1.75]'}>
      <Blocks blocks={blocks} imageSizes={imageSizes} />
    </div>
  );
}

/** Space above a block: none first, less right after a heading (it belongs to what follows). */
const FLOW = 'mt-6 first:mt-0 [h2+&]:mt-3 [h3+&]:mt-3';

function Blocks({ blocks, imageSizes }: { blocks: readonly RichTextBlock[]; imageSizes: string }) {
  return blocks.map((block, index) => (
    // Blocks have no identity beyond their position in this text, which is never reordered.
    // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
    <Block key={index} block={block} imageSizes={imageSizes} />
  ));
}

function Block({ block, imageSizes }: { block: RichTextBlock; imageSizes: string }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-14 text-2xl leading-snug text-ink first:mt-0 md:text-[1.75rem]">
          <Inlines inlines={block.children} />
        </h2>
      ) : (
        <h3 className="mt-10 text-xl leading-snug text-ink first:mt-0 md:text-[1.375rem]">
          <Inlines inlines={block.children} />
        </h3>
      );
    case 'paragraph':
      return (
        <p className={FLOW}>
          <Inlines inlines={block.children} />
        </p>
      );
    case 'quote':
      return (
        <blockquote
          className={`${FLOW} border-l-2 border-clay pl-5 font-display text-[1.125em] text-ink italic md:pl-6`}
        >
          <Blocks blocks={block.children} imageSizes={imageSizes} />
        </blockquote>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <li key={index} className="mt-2 pl-1.5 first:mt-0 marker:text-olive">
          <ListItem blocks={item} imageSizes={imageSizes} />
        </li>
      ));
      return block.ordered ? (
        <ol className={`${FLOW} list-decimal pl-6`}>{items}</ol>
      ) : (
        <ul className={`${FLOW} list-disc pl-6`}>{items}</ul>
      );
    }
    case 'image':
      return (
        <figure className="my-10 overflow-hidden rounded-lg bg-stone first:mt-0 last:mb-0">
          {block.image ? (
            <Picture image={block.image} alt={block.alt} sizes={imageSizes} className="h-auto w-full" />
          ) : (
            // The admin's preview, parsed in the browser: no stored sizes to choose from, the address as written.
            <img src={block.src} alt={block.alt} loading="lazy" decoding="async" className="h-auto w-full" />
          )}
        </figure>
      );
  }
}

/** An item that is one paragraph sets its text straight in the <li>; anything more keeps its blocks. */
function ListItem({ blocks, imageSizes }: { blocks: readonly RichTextBlock[]; imageSizes: string }) {
  const [only] = blocks;
  if (blocks.length === 1 && only?.kind === 'paragraph') return <Inlines inlines={only.children} />;
  return (
    <div className="[&>*]:mt-3 [&>*:first-child]:mt-0">
      <Blocks blocks={blocks} imageSizes={imageSizes} />
    </div>
  );
}

function Inlines({ inlines }: { inlines: readonly RichTextInline[] }) {
  return inlines.map((inline, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
    <Fragment key={index}>
      <Inline inline={inline} />
    </Fragment>
  ));
}

const LINK =
  'text-olive-deep underline decoration-clay underline-offset-4 transition-colors duration-200 hover:text-ink hover:decoration-olive';

function Inline({ inline }: { inline: RichTextInline }) {
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'break':
      return <br />;
    case 'strong':
      return (
        <strong className="font-semibold text-ink">
          <Inlines inlines={inline.children} />
        </strong>
      );
    case 'emphasis':
      return (
        <em>
          <Inlines inlines={inline.children} />
        </em>
      );
    case 'link':
      // The parser kept the address only if it is safe (https, http, mailto, tel, /path, #place).
      if (inline.href.startsWith('/'))
        return (
          <Link to={inline.href} className={LINK}>
            <Inlines inlines={inline.children} />
          </Link>
        );
      return (
        <a href={inline.href} className={LINK} rel={/^https?:/i.test(inline.href) ? 'noopener noreferrer' : undefined}>
          <Inlines inlines={inline.children} />
        </a>
      );
  }
}
