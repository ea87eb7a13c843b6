import sharp from 'sharp';
import type { UploadedImage } from '#shared/admin/content.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';

let drawn = 0;

/**
 * A photo as a phone sends it: a JPEG (or PNG) carrying camera metadata and GPS. Each call draws a
 * different colour, so each upload is a new image (the store keeps one row per distinct picture).
 */
export function samplePhoto(options: { width?: number; height?: number; format?: 'jpeg' | 'png' } = {}) {
  drawn += 1;
  const image = sharp({
    create: {
      width: options.width ?? 900,
      height: options.height ?? 600,
      channels: 3,
      background: { r: (drawn * 37) % 256, g: (drawn * 91) % 256, b: (drawn * 53 + 17) % 256 },
    },
  });
  if (options.format === 'png') return image.png().toBuffer();
  return image
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' },
    })
    .toBuffer();
}

/** POST /api/media as the admin's upload does it: the file's bytes, its declared type, same origin. */
export function uploadRequest(bytes: Uint8Array, contentType: string, cookie: string | null): RequestInit {
  return {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': contentType, ...(cookie ? { Cookie: cookie } : {}) },
    body: new Uint8Array(bytes),
  };
}

/** Uploads a fresh sample photo and answers what the server stored. */
export async function uploadSamplePhoto(testApp: Pick<TestApp, 'request'>, cookie: string): Promise<UploadedImage> {
  const response = await testApp.request('/api/media', uploadRequest(await samplePhoto(), 'image/jpeg', cookie));
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedImage;
}
