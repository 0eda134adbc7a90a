import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): the file's functions are all compiled at once, as it loads. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts every page runs first (index.html's: the shell, bundle-size/chunking.ts, and rolldown's
 * runtime) are marked for eager compilation. V8 otherwise compiles each function on its first call, on the
 * main thread, inside the start-up tasks a tap waits behind; marked, the shell is compiled as it streams
 * in, off the main thread. Lazy chunks keep V8's default: much of them never runs.
 * Written into the files: Vite edits the chunks after the plugins' generateBundle (its preload list heads
 * the shell), and the hint must be the file's first line.
 */
export const startupCompiledEagerly: Plugin = {
  name: 'startup-compiled-eagerly',
  apply: 'build',
  writeBundle(options, bundle) {
    const html = bundle['index.html'];
    if (html?.type !== 'asset') throw new Error('startup-compiled-eagerly: the build wrote no index.html');
    const scripts = [...String(html.source).matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)];
    if (scripts.length === 0) throw new Error('startup-compiled-eagerly: index.html loads no module script');
    for (const [, fileName] of scripts) {
      const path = join(options.dir!, fileName);
      writeFileSync(path, EAGER_COMPILE_HINT + readFileSync(path, 'utf8'));
    }
  },
};
