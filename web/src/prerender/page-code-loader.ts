/** The code a prerendered page loads: the entry's scripts, and the chunks to fetch beside them. */
export interface PageCode {
  entryScripts: readonly string[];
  preloads: readonly string[];
}

/** The entry's module scripts as the built index.html writes them, in its head. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;

/** The template without its entry scripts, and their files (a prerendered page loads them itself). */
export function takeEntryScripts(template: string): { template: string; entryScripts: string[] } {
  const entryScripts = [...template.matchAll(ENTRY_SCRIPT)].map(([, file]) => file!);
  if (entryScripts.length === 0) throw new Error('prerender: index.html has no entry script');
  return { template: template.replace(ENTRY_SCRIPT, ''), entryScripts };
}

/**
 * How many of a page's preloads one task adds (pageCodeLoader). The first links a page adds cost ~1-1.5 ms
 * apiece (a group of 8 was a 17 ms task, 66 ms in Lighthouse's 4x CPU); groups of 4 stay under its 50 ms.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * A prerendered page's code, asked for once the page has painted (issue 14). Linked from the head, its
 * 20-50 files download beside the document: over HTTP/1.1 they take five of the browser's six connections
 * while the document (its inlined styles, then the page) still arrives, and the first paint waits for
 * bandwidth the code does not need yet. The page is usable as painted (links, the search form); the app
 * takes it over once its code is here (src/main.tsx).
 *
 * An inline script with no attributes, as the gateway's Content-Security-Policy allows (it hashes each);
 * in a frame callback, then tasks after it, so the frame paints first. A hidden tab draws no frames:
 * 100 ms stands in. The entry's scripts keep their order (`async = false`).
 *
 * Each element asks for its file as it is added, ~0.6 ms of main thread apiece on the bench machine: a
 * checkout's 50 in one task made a 30 ms task, 120 ms at Lighthouse's 4x CPU (issue 14). They are added
 * PRELOADS_PER_TASK at a time, each group in a task of its own, then the entry's scripts in one more.
 */
export function pageCodeLoader({ entryScripts, preloads }: PageCode): string {
  const path = (file: string) => `/${file}`;
  // The entry's scripts are loaded as scripts: a modulepreload of the same file would be a second request line.
  const chunks = preloads.filter((file) => !entryScripts.includes(file));
  const files = JSON.stringify({ entryScripts: entryScripts.map(path), preloads: chunks.map(path) });
  return `<script>
      (function (code) {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          clearTimeout(hidden);
          function add(tag, props) {
            var element = Object.assign(document.createElement(tag), props);
            element.setAttribute('crossorigin', '');
            document.head.appendChild(element);
          }
          for (var first = 0; first < code.preloads.length; first += ${PRELOADS_PER_TASK}) {
            setTimeout(function (group) {
              group.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
            }, 0, code.preloads.slice(first, first + ${PRELOADS_PER_TASK}));
          }
          setTimeout(function () {
            code.entryScripts.forEach(function (src) { add('script', { type: 'module', src: src, async: false }); });
          }, 0);
        }
        var hidden = setTimeout(load, 100);
        requestAnimationFrame(load);
      })(${files.replace(/</g, '\\u003c')});
    </script>`;
}
