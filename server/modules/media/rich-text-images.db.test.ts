import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultImageUrl, mediaUrl } from '#shared/media.ts';
import { parseRichText } from '#shared/rich-text/rich-text.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { projects } from '../../platform/db/schema/index.ts';
import { resolveRichTextImages } from './images.ts';
import { storeImage } from './media.service.ts';
import { removeUnusedMedia, usesOf } from './media-library.service.ts';

/**
 * docs/content-format.md: an image in a post or a project's story is drawn from the studio's own
 * store, as a responsive picture; the loaders fill each image's ref from the media table.
 */
const t = prepareTestApp({ content: 'migrated' });

const photo = (background: string) =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('resolveRichTextImages', () => {
  it('gives an uploaded image its stored picture wherever it stands, and leaves out an address nothing stored answers to', async () => {
    const kitchen = await storeImage(t.handle.db, await photo('#8a9a7b'));
    const hall = await storeImage(t.handle.db, await photo('#b07a57'));
    const kitchenUrl = defaultImageUrl(kitchen);
    // Any variant's address names the image.
    const hallUrl = mediaUrl(hall.hash, 640, 'webp');
    const neverUploaded = mediaUrl('0123456789abcdef0123', 640, 'jpeg');
    const markdown = [
      `![The kitchen](${kitchenUrl})`,
      `> ![](${hallUrl})`,
      `- ![Gone](${neverUploaded})\n- text`,
      '![Elsewhere](https://images.example/hall.jpg)',
    ].join('\n\n');

    const blocks = await resolveRichTextImages(t.handle.db, parseRichText(markdown));

    expect(blocks).toEqual([
      {
        kind: 'image',
        src: kitchenUrl,
        alt: 'The kitchen',
        image: { hash: kitchen.hash, width: 1000, height: 750, color: kitchen.color, alt: 'The kitchen' },
      },
      {
        kind: 'quote',
        children: [
          {
            kind: 'image',
            src: hallUrl,
            alt: '',
            image: { hash: hall.hash, width: 1000, height: 750, color: hall.color, alt: '' },
          },
        ],
      },
      // The foreign address never reached the tree; the unknown hash is left out by the resolver.
      { kind: 'list', ordered: false, items: [[{ kind: 'paragraph', children: [{ kind: 'text', text: 'text' }] }]] },
    ]);
  });

  it('leaves a text without images as it is', async () => {
    const blocks = parseRichText('Just **words**.');
    expect(await resolveRichTextImages(t.handle.db, blocks)).toEqual(blocks);
  });
});

describe('an image inside a project’s story (docs/media-library.md)', () => {
  it('is a use by that project: listed as such, and spared by the clean-up of unused uploads', async () => {
    const shown = await storeImage(t.handle.db, await photo('#4e5737'));
    const unused = await storeImage(t.handle.db, await photo('#e2d9cd'));
    const [project] = await t.handle.db
      .insert(projects)
      .values({
        slug: 'story-with-a-picture',
        title: 'Story with a picture',
        description: `The hall before.\n\n![The hall](${defaultImageUrl(shown)})`,
        location: 'Portland',
        category: 'living-room',
        style: 'modern',
      })
      .returning({ id: projects.id });

    const uses = await usesOf(t.handle.db, [shown.id, unused.id]);
    expect(uses.get(shown.id)).toEqual([{ kind: 'project', id: project?.id, name: 'Story with a picture' }]);
    expect(uses.get(unused.id)).toEqual([]);

    const removed = await removeUnusedMedia(t.deps, new Date(Date.now() + 30 * 86_400_000));
    expect(removed).toContain(unused.hash);
    expect(removed).not.toContain(shown.hash);
  });
});
