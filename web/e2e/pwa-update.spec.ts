import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 14: a new release is picked up by a tab that stays open, and the buyer is offered
 * "Reload" rather than kept on the old one. Two releases are served one after the other at the
 * same addresses, `/sw.js` included, as a deployment does; the browser finds the new worker by
 * itself (the byte comparison of the same script URL) when the app checks for updates.
 */

/** The built web app (WEB_DIST_DIR overrides, as for the gateway). */
const DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Release A is the build as it is (copied, so a rebuild meanwhile cannot change it under the test). */
function releaseA(root: string): string {
  const dir = path.join(root, 'a');
  cpSync(DIST, dir, { recursive: true });
  return dir;
}

/**
 * Release B: release A plus a new hashed script that the new index.html loads first, and a
 * worker whose precache manifest differs as a build's would (index.html's new revision, the new
 * script listed). The script marks the page it runs in, so the test can tell which release runs.
 */
function releaseB(root: string, a: string): { dir: string; script: string; shellRevision: string } {
  const dir = path.join(root, 'b');
  cpSync(a, dir, { recursive: true });
  const code = "window.iheRelease = 'B';\n";
  const script = `assets/release-${md5(code).slice(0, 8)}.js`;
  writeFileSync(path.join(dir, script), code);

  const html = readFileSync(path.join(a, 'index.html'), 'utf8');
  // The app's entry chunk.
  const entry = '<script type="module" crossorigin src="/assets/index-';
  if (!html.includes(entry)) throw new Error('index.html no longer loads its entry chunk as expected');
  const newHtml = html.replace(
    entry,
    `<script type="module" crossorigin src="/${script}"></script>\n    ${entry}`,
  );
  writeFileSync(path.join(dir, 'index.html'), newHtml);

  const shellRevision = md5(newHtml);
  const worker = readFileSync(path.join(a, 'sw.js'), 'utf8');
  const shellEntry = /\{url:"index\.html",revision:"[0-9a-f]{32}"\}/;
  if (!shellEntry.test(worker))
    throw new Error("sw.js's precache manifest no longer lists index.html as expected");
  writeFileSync(
    path.join(dir, 'sw.js'),
    worker.replace(
      shellEntry,
      `{url:"index.html",revision:"${shellRevision}"},{url:"${script}",revision:null}`,
    ),
  );
  return { dir, script, shellRevision };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/**
 * A stand-in for the gateway's static serving (gateway/src/static-web), with its cache headers:
 * files from whichever release is current, index.html for other pages, API calls passed on to
 * the real server. It records the paths asked for.
 */
async function releaseServer(api: string): Promise<{
  origin: string;
  serve: (dir: string) => void;
  requests: string[];
  close: () => Promise<void>;
}> {
  let current = '';
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://release');
    requests.push(url.pathname);
    if (url.pathname.startsWith('/api/')) {
      const upstream = forward(
        new URL(req.url ?? '/', api),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    const file = path.join(current, path.normalize(decodeURIComponent(url.pathname)));
    const found = file.startsWith(current) && existsSync(file) && statSync(file).isFile();
    const sent = found ? file : path.join(current, 'index.html');
    const cacheControl = sent.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : ['sw.js', 'manifest.webmanifest', 'index.html'].includes(path.basename(sent))
        ? 'no-cache'
        : 'public, max-age=0';
    res.writeHead(200, {
      'content-type': TYPES[path.extname(sent)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
    });
    res.end(readFileSync(sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (dir) => (current = dir),
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Which release the page runs, and the workers of its registration (all at the same script URL). */
function releaseState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      release: (window as { iheRelease?: string }).iheRelease ?? 'A',
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      active: registration?.active?.scriptURL ?? null,
      waiting: registration?.waiting?.scriptURL ?? null,
    };
  });
}

/** The precached index.html revisions (Workbox keys its precache by URL and revision). */
function precachedShells(page: Page) {
  return page.evaluate(async () => {
    const shells: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/index.html') shells.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return shells;
  });
}

test('a tab left open learns of a new release at the same /sw.js, offers "Reload", and then runs it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const root = mkdtempSync(path.join(tmpdir(), 'ihe-releases-'));
  const a = releaseA(root);
  const b = releaseB(root, a);
  const server = await releaseServer(baseURL!);
  try {
    server.serve(a);
    // The page's clock, so the app's own hourly update check can be reached without waiting an hour.
    await page.clock.install();
    await page.goto(`${server.origin}/`);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    const sw = `${server.origin}/sw.js`;
    await expect
      .poll(() => releaseState(page), { timeout: 30_000 })
      .toEqual({ release: 'A', controller: sw, active: sw, waiting: null });
    const shellA = md5(readFileSync(path.join(a, 'index.html'), 'utf8'));
    expect(await precachedShells(page)).toEqual([shellA]);

    // The release: the server now answers with B's files at the same addresses.
    server.serve(b.dir);
    const checksBefore = server.requests.filter((p) => p === '/sw.js').length;
    // An hour on: the app's periodic check asks for /sw.js again (the browser alone would not
    // before its next navigation), gets B's bytes, and installs B beside A.
    await page.clock.fastForward('01:00:00');
    const prompt = page.getByText('A new version of Ihe Market is ready');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    expect(server.requests.filter((p) => p === '/sw.js').length).toBeGreaterThan(checksBefore);
    // The new worker (same URL) waits beside the one in control; the page still runs A.
    expect(await releaseState(page)).toEqual({ release: 'A', controller: sw, active: sw, waiting: sw });
    expect(server.requests).toContain(`/${b.script}`);
    await page.screenshot({ path: test.info().outputPath('update-prompt.png') });

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => releaseState(page).catch(() => null), { timeout: 20_000 })
      .toEqual({ release: 'B', controller: sw, active: sw, waiting: null });
    await expect(prompt).toBeHidden();
    // The new worker serves B's shell from its precache; A's is gone.
    await expect.poll(() => precachedShells(page)).toEqual([b.shellRevision]);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
