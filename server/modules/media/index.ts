/**
 * The media module's public entry (issue 26): stored images and their variants, the /media route
 * that serves them, the admin's upload route, and the checks other modules run on image URLs.
 * Everything else in server/modules/media is internal.
 */
export {
  defaultAltsOf,
  findStoredImage,
  findStoredImages,
  projectPictureColumns,
  resolveRichTextImages,
  toProjectImage,
} from './images.ts';
export { mediaRoutes } from './media.routes.ts';
export {
  getMediaVariant,
  MASTER_ENCODING,
  masterHash,
  type PreparedImage,
  prepareImage,
  storeImage,
  storePreparedImage,
  warmMediaVariants,
} from './media.service.ts';
export { MEDIA_CLEANUP_JOB, registerMediaCleanupJobs } from './media-cleanup-job.ts';
export { mediaLibraryRoutes } from './media-library.routes.ts';
export { sniffImageType } from './sniff.ts';
export { mediaUploadRoutes } from './upload.routes.ts';
export { WARM_MEDIA_JOB, type WarmMediaJob } from './warm-up-queue.ts';
