import { describe, expect, it } from 'vitest';
import { imageUrlsInHtml } from './image-urls.ts';

const PAGE = 'http://127.0.0.1:4304/portfolio';

describe('the image URLs of a page', () => {
  it('takes every candidate of img and source srcsets, and img src', () => {
    const html = `<picture>
      <source type="image/avif" srcset="/media/ab/320.avif 320w, /media/ab/640.avif 640w">
      <img src="/media/ab/640.jpg" srcset="/media/ab/320.jpg 320w,/media/ab/640.jpg 640w" sizes="100vw" alt="">
    </picture>`;
    expect(imageUrlsInHtml(html, PAGE)).toEqual([
      'http://127.0.0.1:4304/media/ab/320.avif',
      'http://127.0.0.1:4304/media/ab/640.avif',
      'http://127.0.0.1:4304/media/ab/640.jpg',
      'http://127.0.0.1:4304/media/ab/320.jpg',
    ]);
  });

  it('takes image preloads but not stylesheets, scripts or other origins', () => {
    const html = `<link rel="preload" as="image" imagesrcset="/media/cd/800.webp 800w" href="/media/cd/800.webp">
      <link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/a.js">
      <img src="https://example.com/x.jpg" alt=""><img src="data:image/gif;base64,R0l" alt="">`;
    expect(imageUrlsInHtml(html, PAGE)).toEqual(['http://127.0.0.1:4304/media/cd/800.webp']);
  });
});
