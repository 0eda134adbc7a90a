export interface FormattedSpan {
  text: string;
  bold: boolean;
}

/**
 * WhatsApp shows `*text*` in bold. For the preview: the text split into plain and bold parts; a star
 * opens only before a non-space and closes only after one, on the same line, as in WhatsApp.
 */
export function whatsAppSpans(text: string): FormattedSpan[] {
  const spans: FormattedSpan[] = [];
  const pattern = /\*(?=\S)([^*\n]*?\S)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) spans.push({ text: text.slice(last, at), bold: false });
    spans.push({ text: match[1], bold: true });
    last = at + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), bold: false });
  return spans;
}
