import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build is served by the browser host and loaded from the packaged app.
  base: './',
  // The Svelte config is at the repository root (svelte-check reads it there too); `root` above
  // would make the plugin look for one in renderer/ and warn that there is none.
  plugins: [svelte({ configFile: '../svelte.config.js' })],
  build: { outDir: '../dist/renderer', emptyOutDir: true, target: 'es2022' },
});
