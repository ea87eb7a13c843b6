import type { UploadedImage } from '#shared/admin/content.ts';
import { mediaApi } from '#shared/api/addresses/media.ts';
import { ApiError, apiErrorFrom, apiHref } from '../../../../lib/api-client.ts';

/**
 * Sends one image's bytes to `mediaApi.upload` and reports progress (0–1) while it goes — fetch
 * cannot report upload progress, XMLHttpRequest can. The body is the raw file with its image type
 * (the server sniffs the bytes whatever the type says, SECURITY 10). Rejects with ApiError
 * carrying the server's message (413 too large, 400 not an image…), or a network failure.
 */
export function uploadImage(
  blob: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(mediaApi.upload.method, apiHref(mediaApi.upload));
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Content-Type', blob.type.startsWith('image/') ? blob.type : 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress(1);
        resolve(body as unknown as UploadedImage);
        return;
      }
      reject(
        apiErrorFrom(request.status, body) ??
          new ApiError(`${request.status}: ${request.responseText || request.statusText}`, request.status),
      );
    };
    request.onerror = () => reject(new ApiError('The upload was interrupted. Check the connection and try again.', 0));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(blob);
  });
}
