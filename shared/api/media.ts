import { UploadedImageSchema } from '../admin/content.ts';
import { endpoint } from './endpoint.ts';

/**
 * Image uploads (D20, SECURITY 10). The body is the image file itself, not JSON, so the endpoint
 * declares none: the server reads the bytes, the browser sends them (with upload progress).
 */
export const mediaApi = {
  upload: endpoint({ method: 'POST', path: '/media', response: { status: 201, schema: UploadedImageSchema } }),
};
