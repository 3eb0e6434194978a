import { svelte } from '@sveltejs/vite-plugin-svelte';
import path from 'node:path';
import { defineConfig } from 'vite';
import { viteAliases } from '../path-aliases.js';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build is served by the browser host and loaded from the packaged app.
  base: './',
  // The Svelte config is at the repository root (svelte-check reads it there too); `root` above
  // would make the plugin look for one in renderer/ and warn that there is none.
  plugins: [svelte({ configFile: '../svelte.config.js' })],
  resolve: { alias: viteAliases },
  // FIELDBOARD_BUILD_DIR=dist/test keeps the tests' build apart from the one an open app serves.
  build: {
    outDir: path.resolve(import.meta.dirname, '..', process.env.FIELDBOARD_BUILD_DIR ?? 'dist', 'renderer'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
