/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

/** A hash of the cached data's shape (the generated operation types): see scripts/cache-shape.ts. */
declare const __CACHE_SHAPE__: string;
