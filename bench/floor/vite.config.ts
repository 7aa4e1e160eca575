/** The floor app's build (npm run bench builds it beside the console, in the same run). */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: { name: 'Floor', short_name: 'Floor', start_url: '/', display: 'standalone' },
      workbox: { globPatterns: ['**/*.{js,css,html}'], navigateFallback: '/index.html' },
    }),
  ],
  build: { outDir: process.env.FLOOR_OUT_DIR ?? 'dist', emptyOutDir: true },
});
