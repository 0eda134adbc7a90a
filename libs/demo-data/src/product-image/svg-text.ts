/** Text safe inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Rough width of bold sans-serif text: good enough to choose a font size and line breaks. */
const estimateWidth = (text: string, fontSize: number) => text.length * fontSize * 0.56;

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Fits a name into at most two lines of `maxWidth`: one line at 36 px down to 28 px when it fits, else two lines at
 * the largest size (down to 24 px) that fits, the second shortened with an ellipsis as a last resort.
 */
export function fitName(name: string, maxWidth: number): FittedText {
  const clean = name.replace(/\s+/g, ' ').trim();
  for (const fontSize of [36, 34, 32, 30, 28])
    if (estimateWidth(clean, fontSize) <= maxWidth) return { lines: [clean], fontSize };
  const words = clean.split(' ');
  for (let fontSize = 32; fontSize >= 24; fontSize -= 2) {
    const split = bestSplit(words, fontSize, maxWidth);
    if (split) return { lines: split, fontSize };
  }
  const fontSize = 24;
  const maxChars = Math.floor(maxWidth / (fontSize * 0.56));
  const first = takeWords(words, maxChars);
  const rest = words.slice(first.length).join(' ');
  const second = rest.length > maxChars ? `${rest.slice(0, maxChars - 1).trimEnd()}…` : rest;
  return { lines: [first.join(' ') || clean.slice(0, maxChars), second].filter(Boolean), fontSize };
}

function bestSplit(words: string[], fontSize: number, maxWidth: number): string[] | null {
  let best: string[] | null = null;
  let bestLonger = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longer = Math.max(...lines.map((line) => estimateWidth(line, fontSize)));
    if (longer <= maxWidth && longer < bestLonger) {
      best = lines;
      bestLonger = longer;
    }
  }
  return best;
}

function takeWords(words: string[], maxChars: number): string[] {
  const taken: string[] = [];
  for (const word of words) {
    if ([...taken, word].join(' ').length > maxChars) break;
    taken.push(word);
  }
  return taken;
}
