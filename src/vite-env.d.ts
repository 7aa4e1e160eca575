/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

/** A hash of the cached data's shape (the generated operation types): see scripts/cache-shape.ts. */
declare const __CACHE_SHAPE__: string;

/** What loads each locale's messages apart from the base's, in the build only (decision 060). */
declare module 'virtual:threadline-locale-loaders' {
  const loaders: Record<
    string,
    () => Promise<{ default: readonly ((inputs?: object) => string)[] }>
  >;
  export default loaders;
}
