/** Where a product search goes (spec 1 §2): /shop?search={text}, or /shop when empty. */
export function shopSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/shop?search=${encodeURIComponent(query)}` : '/shop';
}
