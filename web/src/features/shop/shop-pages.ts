/** A page number, or a gap in the run of pages ("…"). */
export type PageLink = number | 'gap';

/**
 * The page links of the shop's pagination: every page when there are seven or fewer, otherwise the first,
 * the last and the current page with its neighbours, a gap where pages are left out (a gap never stands
 * for a single page: that page is shown instead).
 */
export function pageLinks(current: number, pageCount: number): PageLink[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const near = Math.min(Math.max(current, 3), pageCount - 2);
  const shown = new Set([1, near - 1, near, near + 1, pageCount]);
  // Next to the first or last page, a window of four so the row keeps its length (1 2 3 4 … 10).
  if (near === 3) shown.add(4);
  if (near === pageCount - 2) shown.add(pageCount - 3);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) links.push(previous + 1);
    else if (page - previous > 2) links.push('gap');
    links.push(page);
    previous = page;
  }
  return links;
}
