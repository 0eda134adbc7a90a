/** The element of a prerendered page's head that holds the page's code until it is wanted. */
export const APP_CODE_TEMPLATE_ID = 'ihe-app-code';

/**
 * The start-up script of a prerendered page (`/`, `/shop`, `/checkout`), run with `defer`. The page arrives painted
 * from its HTML; its code (the entry script and the modules it preloads, ~150 KB) waits in
 * a `<template>` (APP_CODE_TEMPLATE_ID) and is requested once that first paint is on screen, so on a slow
 * connection the document and its paint do not share the line with the code that only takes the page over.
 * web/prerender.config.ts writes this function out as the text of its own file: it uses nothing from outside.
 */
export function startAppAfterPaint(doc: Document, templateId: string, fallbackMs: number): void {
  const template = doc.getElementById(templateId) as HTMLTemplateElement | null;
  if (!template) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One insertion for all: /checkout's ~50 inserted one by one took twice as long on the main thread.
    const code = doc.createDocumentFragment();
    for (const tag of Array.from(template.content.children)) {
      // Made afresh rather than cloned, so each script and preload is fetched as if the parser had met it.
      const element = doc.createElement(tag.localName);
      for (const { name, value } of Array.from(tag.attributes)) element.setAttribute(name, value);
      code.append(element);
    }
    doc.head.append(code);
  };
  const view = doc.defaultView;
  // Without paint timing, or in a background tab (which paints nothing until shown), there is nothing to wait for.
  if (
    !view?.PerformanceObserver?.supportedEntryTypes?.includes('paint') ||
    doc.visibilityState === 'hidden'
  ) {
    start();
    return;
  }
  new view.PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A paint that never counts as contentful must not leave the page without its code.
  view.setTimeout(start, fallbackMs);
}
