import { useEffect, useState, type ReactNode } from 'react';

/**
 * The app's takeover of a prerendered page (`/`, `/shop`, `/checkout`: web/prerender.config.ts), region
 * by region.
 * Drawing a whole page at once is one long task (~0.6 s at 4x CPU throttling on `/`) in which the page
 * cannot answer a tap. A TakeoverRegion is first drawn as the markup the page arrived with, then, one
 * region per browser task, with its components: the page looks the same throughout, and the work comes
 * in pieces input can go between.
 */
const prerenderedRegions = new Map<string, string>();

/** Before the app's first render replaces the prerendered markup: keeps each region's markup. */
export function keepPrerenderedRegions(root: Element): void {
  for (const region of root.querySelectorAll<HTMLElement>('[data-takeover]')) {
    prerenderedRegions.set(region.dataset.takeover!, region.innerHTML);
  }
}

const waiting: Array<() => void> = [];

/** Runs the regions' turns in the order they were drawn, each in a browser task of its own. */
function queueTurn(turn: () => void): () => void {
  waiting.push(turn);
  if (waiting.length === 1) setTimeout(nextTurn, 0);
  return () => {
    const index = waiting.indexOf(turn);
    if (index > 0) waiting.splice(index, 1);
    else if (index === 0) waiting[0] = () => {};
  };
}

function nextTurn() {
  waiting[0]();
  waiting.shift();
  if (waiting.length > 0) setTimeout(nextTurn, 0);
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
