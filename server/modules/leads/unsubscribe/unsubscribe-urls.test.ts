import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken } from './unsubscribe-token.ts';
import { unsubscribeUrls } from './unsubscribe-urls.ts';

describe('unsubscribeUrls', () => {
  it('gives the confirm page and the one-click endpoint for the same token', () => {
    const token = createUnsubscribeToken('a-test-app-secret-of-at-least-32-characters', 7);
    expect(unsubscribeUrls('https://studio.example', token)).toEqual({
      pageUrl: `https://studio.example/unsubscribe?token=${token}`,
      oneClickUrl: `https://studio.example/api/unsubscribe/one-click?token=${token}`,
    });
  });

  it('does not double the slash of a public URL that ends in one, and encodes the token', () => {
    const urls = unsubscribeUrls('http://localhost:3000/', 'a+b/c=');
    expect(urls.pageUrl).toBe('http://localhost:3000/unsubscribe?token=a%2Bb%2Fc%3D');
    expect(urls.oneClickUrl).toBe('http://localhost:3000/api/unsubscribe/one-click?token=a%2Bb%2Fc%3D');
  });
});
