import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The build's text files: what a browser is sent compressed. Images (PNG, WebP) are compressed already. */
const TEXT_FILE = /\.(js|css|html|svg|webmanifest)$/;
/** Smaller files go as they are: headers and a compressed block would cost more than they save. */
const THRESHOLD_BYTES = 1024;

const ENCODINGS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Writes a brotli and a gzip copy of each text file of the build, at their highest levels, for the gateway
 * to send as they are (gateway/src/static-web): brotli's best is ~15% smaller than the quick level a
 * server can afford on each answer (the storefront's JavaScript: ~20 KB less per first visit). Runs once
 * every other step wrote its files: the page documents (prerender.config.ts), the service worker.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ihe-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler: () => precompressFiles(outDir),
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` beside each text file under `dir` (but its dot folders). */
export async function precompressFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < THRESHOLD_BYTES) return;
      for (const { extension, compress } of ENCODINGS)
        await writeFile(file + extension, await compress(data));
    }),
  );
}
