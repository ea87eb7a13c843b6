// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture.tsx';

const image = { hash: '0123456789abcdef0123', width: 1600, height: 1067, alt: 'A kitchen', color: '#c8b9a6' };

describe('<Picture> (D23: every crop honours the focal point)', () => {
  it('crops a project image around its focal point', () => {
    const html = renderToStaticMarkup(
      <Picture image={{ ...image, focalX: 20, focalY: 85 }} sizes="100vw" className="object-cover" />,
    );
    expect(html).toContain('object-position:20% 85%');
    expect(html).toContain('background-color:#c8b9a6');
  });

  it('leaves an image without a focal point to the browser’s centre', () => {
    const html = renderToStaticMarkup(<Picture image={image} sizes="100vw" />);
    expect(html).not.toContain('object-position');
  });
});
