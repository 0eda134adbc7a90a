/** index.html's inline script that marks a browser keeping a session (src/features/session/stored-session-mark.test.ts). */
const STORED_SESSION_MARK = /\n\s*<script>[^<]*localStorage[^<]*<\/script>/;

/**
 * index.html without its stored-session script, for a page drawn for a guest alone. The script serves the
 * pages drawn for both visitors (/checkout) and the shell; elsewhere it is a cost before the first paint:
 * the browser's first use of local storage loads it from disk (3–33 ms unthrottled, issue 14), work the
 * app's start-up does anyway once the page has painted.
 */
export function withoutStoredSessionMark(template: string): string {
  if (!STORED_SESSION_MARK.test(template))
    throw new Error('prerender: index.html has no stored-session script');
  return template.replace(STORED_SESSION_MARK, '');
}
