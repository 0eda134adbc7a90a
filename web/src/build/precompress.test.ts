// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles } from '../../precompress.config.js';

describe('precompressed build files', () => {
  it('writes a brotli and a gzip copy of each text file the gateway sends, smaller, decoding to the file', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'ihe-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'pages'));
    mkdirSync(path.join(dist, '.vite'));
    const chunk = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `yam-${i}`))};`;
    const page = `<!doctype html>${'<p>Fresh tomatoes from Kano.</p>'.repeat(100)}`;
    writeFileSync(path.join(dist, 'assets', 'shell-C3Bjo6VQ.js'), chunk);
    writeFileSync(path.join(dist, 'pages', 'home.html'), page);
    writeFileSync(path.join(dist, 'assets', 'money-BvRk9kiK.js'), 'export {};');
    writeFileSync(path.join(dist, 'pwa-192.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ chunk }));

    await precompressFiles(dist);

    for (const [file, text] of [
      ['assets/shell-C3Bjo6VQ.js', chunk],
      ['pages/home.html', page],
    ]) {
      const brotli = readFileSync(path.join(dist, `${file}.br`));
      const gzip = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(brotli).toString()).toBe(text);
      expect(gunzipSync(gzip).toString()).toBe(text);
      expect(brotli.length).toBeLessThan(gzip.length);
      expect(gzip.length).toBeLessThan(text.length);
    }
    // Too small to gain, an image (compressed already), the build's own records: left as they are.
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'money-BvRk9kiK.js',
      'shell-C3Bjo6VQ.js',
      'shell-C3Bjo6VQ.js.br',
      'shell-C3Bjo6VQ.js.gz',
    ]);
    expect(readdirSync(dist).filter((file) => file.startsWith('pwa-192'))).toEqual(['pwa-192.png']);
    expect(readdirSync(path.join(dist, '.vite'))).toEqual(['manifest.json']);
  });
});
