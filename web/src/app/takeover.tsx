import { useEffect, useState, type ReactNode } from 'react';

/**
 * The app's takeover of a prerendered page (`/`, `/shop`, `/checkout`: web/prerender.config.ts), region
 * by region.
 * Drawing a whole page at once is one long task (~0.6 s at 4x CPU throttling on `/`) in which the page
 * cannot answer a tap. A TakeoverRegion is first drawn as the markup the page arrived with, then, one
 * region per browser task after a frame, with its components: the page looks the same throughout, and
 * the work comes in pieces input can go between. Regions nest: the whole page is one (src/app/router.tsx),
 * the header, the hero and each section below it are others, taken over in the order they are drawn.
 */
const prerenderedRegions = new Map<string, string>();

/** Before the app's first render replaces the prerendered markup: keeps each region's markup. */
export function keepPrerenderedRegions(root: Element): void {
  for (const region of root.querySelectorAll<HTMLElement>('[data-takeover]')) {
    prerenderedRegions.set(region.dataset.takeover!, region.innerHTML);
  }
}

const waiting: Array<() => void> = [];

/** Runs the regions' turns in the order they were drawn, each in a task of its own after a frame. */
function queueTurn(turn: () => void): () => void {
  waiting.push(turn);
  if (waiting.length === 1) afterNextPaint(nextTurn);
  return () => {
    const index = waiting.indexOf(turn);
    if (index > 0) waiting.splice(index, 1);
    else if (index === 0) waiting[0] = () => {};
  };
}

function nextTurn() {
  waiting[0]();
  waiting.shift();
  if (waiting.length > 0) afterNextPaint(nextTurn);
}

/**
 * Runs `next` in a task after the next frame, as Preact runs a render's effects: a turn then comes after
 * the previous turn's effects rather than beside them in one long task. A hidden tab draws no frames;
 * 100 ms stands in for the frame there.
 */
function afterNextPaint(next: () => void) {
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    clearTimeout(fallback);
    setTimeout(next, 0);
  };
  const fallback = setTimeout(queue, 100);
  requestAnimationFrame(queue);
}

/**
 * A region of a prerendered page the app takes over in a turn of its own. Its box is the content's
 * (display: contents), so layouts and styles see the children alone. Off a prerendered page (later
 * navigation, tests) it draws its children at once.
 */
export function TakeoverRegion({ id, children }: { id: string; children: ReactNode }) {
  const [markup, setMarkup] = useState(() => {
    const kept = prerenderedRegions.get(id);
    // Once only: coming back to the page later draws it at once.
    prerenderedRegions.delete(id);
    return kept;
  });
  useEffect(() => (markup === undefined ? undefined : queueTurn(() => setMarkup(undefined))), [markup]);
  return markup === undefined ? (
    <div className="ihe-takeover" data-takeover={id}>
      {children}
    </div>
  ) : (
    <div
      className="ihe-takeover"
      data-takeover={id}
      data-takeover-waiting=""
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
