import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { pageCodeLoader, PRELOADS_PER_TASK, takeEntryScripts } from './page-code-loader.js';

const BUILT_HEAD = `<head>
    <title>Ihe Market</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/assets/shell-B.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-C.css">
  </head>`;

describe('takeEntryScripts', () => {
  it("takes the built index.html's entry scripts out, in order, and leaves the rest", () => {
    const { template, entryScripts } = takeEntryScripts(BUILT_HEAD);
    expect(entryScripts).toEqual(['assets/rolldown-runtime-A.js', 'assets/shell-B.js']);
    expect(template).not.toContain('<script');
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-C.css">');
  });

  it('fails the build when index.html has no entry script as Vite writes it', () => {
    expect(() => takeEntryScripts(indexHtml)).toThrow('index.html has no entry script');
  });
});

describe('pageCodeLoader', () => {
  const code = {
    entryScripts: ['assets/rolldown-runtime-A.js', 'assets/shell-B.js'],
    preloads: ['assets/HomePage-D.js'],
  };
  const run = (script: string) => new Function(/^<script>([\s\S]*)<\/script>$/.exec(script)![1]!)();
  const headCode = () =>
    [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
      element instanceof HTMLLinkElement
        ? `${element.rel} ${element.getAttribute('href')} crossorigin=${element.getAttribute('crossorigin')}`
        : `${element.type} ${element.getAttribute('src')} crossorigin=${element.getAttribute('crossorigin')} async=${element.async}`,
    );

  // The frame the browser would draw next: its callbacks, run by drawFrame().
  let frameCallbacks: FrameRequestCallback[] = [];
  const drawFrame = () => frameCallbacks.splice(0).forEach((callback) => callback(0));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frameCallbacks = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('is an inline script with no attributes, which the gateway hashes into its Content-Security-Policy', () => {
    expect(pageCodeLoader(code)).toMatch(/^<script>[\s\S]*<\/script>$/);
  });

  it('asks for nothing until a frame has been drawn, then for the chunks and the entry scripts in order', () => {
    run(pageCodeLoader(code));
    expect(headCode()).toEqual([]);
    drawFrame();
    // The frame's callback only queues the task: the frame paints first.
    expect(headCode()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(headCode()).toEqual([
      'modulepreload /assets/HomePage-D.js crossorigin=',
      'module /assets/rolldown-runtime-A.js crossorigin= async=false',
      'module /assets/shell-B.js crossorigin= async=false',
    ]);
    vi.advanceTimersByTime(200);
    expect(headCode()).toHaveLength(3);
  });

  it('does not preload the entry scripts it loads as scripts', () => {
    run(pageCodeLoader({ ...code, preloads: ['assets/shell-B.js', ...code.preloads] }));
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(headCode()).toEqual([
      'modulepreload /assets/HomePage-D.js crossorigin=',
      'module /assets/rolldown-runtime-A.js crossorigin= async=false',
      'module /assets/shell-B.js crossorigin= async=false',
    ]);
  });

  it('adds a few preloads per task, so that no one task asks for a whole page of files, and the entry scripts last', () => {
    // Each element starts its request as it is added (~0.6 ms apiece): a checkout's 50 made one long task.
    const preloads = Array.from(
      { length: 2 * PRELOADS_PER_TASK + 3 },
      (_, index) => `assets/chunk-${index}.js`,
    );
    // The browser's task queue, run one task at a time (fake timers run every task due at once). The
    // stubs replace the real timers, which the file's unstubbing then puts back (not the fake ones).
    vi.useRealTimers();
    const tasks = new Map<number, () => void>();
    let lastId = 0;
    vi.stubGlobal(
      'setTimeout',
      (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
        tasks.set(++lastId, () => callback(...args));
        return lastId;
      },
    );
    vi.stubGlobal('clearTimeout', (id: number) => tasks.delete(id));
    run(pageCodeLoader({ ...code, preloads }));
    drawFrame();
    const addedPerTask: number[] = [];
    for (const [id, task] of tasks) {
      const before = headCode().length;
      tasks.delete(id);
      task();
      addedPerTask.push(headCode().length - before);
    }
    expect(addedPerTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 3, 2]);
    expect(headCode()).toEqual([
      ...preloads.map((file) => `modulepreload /${file} crossorigin=`),
      'module /assets/rolldown-runtime-A.js crossorigin= async=false',
      'module /assets/shell-B.js crossorigin= async=false',
    ]);
  });

  it('loads the code after 100 ms in a tab that draws no frames', () => {
    run(pageCodeLoader(code));
    vi.advanceTimersByTime(99);
    expect(headCode()).toEqual([]);
    // The 100 ms, then the task it queues.
    vi.advanceTimersByTime(2);
    expect(headCode()).toHaveLength(3);
  });

  it('cannot be ended early by a file name', () => {
    const script = pageCodeLoader({ entryScripts: ['assets/a</script>.js'], preloads: [] });
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
  });
});
