import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './precompress.config.js';
import { prerenderPlugin } from './prerender.config.js';
import { pwaPlugins } from './pwa.config.js';

/** The gateway (all-in-one server) the dev server forwards API calls to. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const proxy = { '/api': gateway, '/health': gateway };
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const contractsSources = fromHere('../libs/contracts/src/');
const antdFamily = /[\\/]node_modules[\\/](antd|@rc-component|@ant-design)[\\/]/;

/** react-router's package exports only its development build; bundles take the production one. */
const reactRouterProduction: Plugin = {
  name: 'ihe-react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fromHere('../node_modules/react-router/dist/production/index.mjs'),
        },
        {
          find: /^react-router\/dom$/,
          replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs'),
        },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [react(), reactRouterProduction, ...pwaPlugins(), prerenderPlugin(), precompressPlugin()],
  resolve: {
    // The package's "default" export points at dist/; the web app compiles the sources itself.
    alias: { '@ihe/contracts': fromHere('../libs/contracts/src/index.ts') },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: each chunk's imports, read by `npm run web:budget` (tools/src/web-budget).
    manifest: true,
    rolldownOptions: {
      // The contracts' modules only declare things, so a page that reads one message or constant
      // does not also pull every zod schema (and zod) into its chunks. antd's modules and its
      // @rc-component / @ant-design helpers do the same (antd itself says so; the helpers don't say):
      // what a page does not use is dropped (~10 KB gzip on every route). Their CSS stays.
      output: {
        // Everything the entry imports statically (what every page loads first) in one file: split by which
        // lazy pages share each module, it was ~50 small files, each compressed on its own.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) =>
          id.endsWith('.css') || !(id.startsWith(contractsSources) || antdFamily.test(id)),
      },
    },
  },
});
