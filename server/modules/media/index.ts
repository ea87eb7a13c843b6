/**
 * The media module's public entry (issue 26): stored images and their variants, the /media route
 * that serves them, the admin's upload route, and the checks other modules run on image URLs.
 * Everything else in server/modules/media is internal.
 */
export { findStoredImage, findStoredImages, projectPictureColumns, toProjectImage } from './images.ts';
export { mediaRoutes } from './media.routes.ts';
export { getMediaVariant, storeImage, warmMediaVariants } from './media.service.ts';
export { sniffImageType } from './sniff.ts';
export { mediaUploadRoutes } from './upload.routes.ts';
export { WARM_MEDIA_JOB, type WarmMediaJob } from './warm-up-queue.ts';
