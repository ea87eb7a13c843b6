/** What the server reads (SECURITY 11): anything else is redrawn as a JPEG here first. */
const SENT_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A palette needs no more than this; a phone photo shrinks from megabytes to a few hundred KB. */
const MAX_EDGE = 1600;
const MAX_BYTES_AS_IS = 1.5 * 1024 * 1024;

/**
 * The photo a visitor picked, as the data URL `chatApi.analyzeImage` takes, or null when the
 * file is not an image the browser can read ('Invalid File'). Large photos, and formats the server
 * does not accept (HEIC, GIF, AVIF…), are scaled down and redrawn as JPEG in the browser, so the
 * upload stays small and within the server's byte and pixel caps.
 */
export async function prepareImage(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const longEdge = Math.max(bitmap.width, bitmap.height);
    if (SENT_AS_IS.has(file.type) && file.size <= MAX_BYTES_AS_IS && longEdge <= MAX_EDGE)
      return await readAsDataUrl(file);
    const scale = Math.min(1, MAX_EDGE / longEdge);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.88);
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
