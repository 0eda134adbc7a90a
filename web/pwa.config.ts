import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

type WorkboxOptions = NonNullable<NonNullable<Parameters<typeof VitePWA>[0]>['workbox']>;
type ManifestTransform = NonNullable<WorkboxOptions['manifestTransforms']>[number];

import { PWA_CACHES } from './src/features/offline/cache-names.js';

const DAY = 24 * 60 * 60;

/** Modules precached with the shell although lazily loaded: what the app shows when a route cannot load. */
const OFFLINE_MODULES = ['/src/features/layout/RouteErrorPage.tsx', '/src/features/offline/'];

/**
 * The entry chunk and everything it imports statically (the app shell), and the offline pages'
 * chunks: only these JS files are precached. The route chunks (about five times as much, mostly
 * staff pages) would cost a buyer on a metered connection every byte of them at install and after
 * each release; they are cached as visited.
 */
function appShellChunks(): { plugin: Plugin; transform: ManifestTransform } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'ihe-app-shell-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        chunk.imports.forEach(visit);
      };
      const offline = (id: string) => OFFLINE_MODULES.some((module) => id.includes(module));
      for (const [fileName, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && (chunk.isEntry || chunk.moduleIds.some(offline))) visit(fileName);
    },
  };
  const transform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url)),
    warnings: [],
  });
  return { plugin, transform };
}

/**
 * Installable app and service worker (Workbox, generated at build): precached shell, every route
 * answered by index.html offline, product images and visited chunks cached as seen, the public
 * catalog network-first. Per-user API answers (cart, orders, me …) match no rule: never cached.
 * The page registers the worker itself, after the first render (src/features/offline).
 */
export function pwaPlugins(): Plugin[] {
  const shell = appShellChunks();
  return [
    shell.plugin,
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Ihe Market',
        short_name: 'Ihe Market',
        description: 'Wholesale farm produce for Nigerian buyers, straight from the farm.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // BRAND.leaf and BRAND.canvas (src/app/theme.ts).
        theme_color: '#2e7d32',
        background_color: '#f6f8f3',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Offline, every address is answered by the shell (index.html): the page documents are for the network.
        globIgnores: ['pages/**'],
        manifestTransforms: [shell.transform],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/health$/, /^\/openapi\.json$/, /^\/metrics$/],
        cleanupOutdatedCaches: true,
        // The first worker controls the page at once; a newer one waits for the user's "Reload".
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            // Hashed file names never change content.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: PWA_CACHES.assets,
              expiration: { maxEntries: 150, maxAgeSeconds: 60 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/v1/media/products/'),
            handler: 'CacheFirst',
            options: {
              cacheName: PWA_CACHES.productImages,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Public catalog reads only (the same for everyone): fresh when the network answers in
            // time, the last copy when it does not. Nothing else under /api is cached.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/v1\/(products(\/[^/]+)?|categories\/counts)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: PWA_CACHES.catalog,
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 80, maxAgeSeconds: 7 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
