import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/** Every icon (favicon, 64/192/512, maskable, apple-touch) is made from public/icon.svg. */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: minimal2023Preset,
  images: ['public/icon.svg'],
});
