import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build is served by the browser host and loaded from the packaged app.
  base: './',
  plugins: [svelte()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, target: 'es2022' },
});
