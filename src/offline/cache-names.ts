/**
 * The service worker's runtime cache of images (product pictures, QC photos): the worker fills it
 * (vite.config.ts) and sign-out empties it, so a shared phone shows nobody's photos offline.
 */
export const IMAGE_CACHE = 'images';
