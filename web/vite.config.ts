import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The gateway (all-in-one server) the dev server forwards API calls to. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const proxy = { '/api': gateway, '/health': gateway };

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The package's "default" export points at dist/; the web app compiles the sources itself.
    alias: { '@ihe/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
