import { CLIENT_IMAGE_MAX_EDGE, CLIENT_IMAGE_QUALITY } from '#shared/admin/content.ts';

/**
 * D23 (admin area §9 adapted): before upload, a photo is scaled to at most 2560 px on its long edge and
 * saved as JPEG at quality 0.85 — a phone's 12 MB original becomes ~1 MB, so uploads are quick on
 * a studio's Wi-Fi. The server re-encodes anyway and trusts none of this (D20). On any failure (a
 * format the browser cannot decode, no canvas), the original file is sent, as the spec says.
 */
export async function compressImage(file: File): Promise<{ blob: Blob; compressed: boolean }> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const scale = Math.min(1, CLIENT_IMAGE_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return { blob: file, compressed: false };
      // JPEG has no transparency: paint white first, as the server does, so PNG cut-outs stay clean.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: CLIENT_IMAGE_QUALITY });
      // A small, already-compressed file can come out larger: keep whichever is smaller.
      return blob.size < file.size ? { blob, compressed: true } : { blob: file, compressed: false };
    } finally {
      bitmap.close();
    }
  } catch {
    return { blob: file, compressed: false };
  }
}
