import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
/** Paths the API serves: proxied in development, never answered by the service worker. */
const API_PATHS = ['/graphql', '/cdnfile', '/uploads', '/healthz'];

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      pwaAssets: { config: true, overrideManifestIcons: true },
      manifest: {
        id: '/',
        name: 'Threadline Console',
        short_name: 'Threadline',
        description: 'Seller and admin console of the Threadline fashion marketplace',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#9a3412',
        background_color: '#fafaf9',
      },
      workbox: {
        // The plugin adds manifest.webmanifest itself; listing it twice breaks the precache.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: API_PATHS.map((p) => new RegExp(`^${p}(/|$|\\?)`)),
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: apiTarget }])),
  },
});
