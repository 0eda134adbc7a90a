import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { withoutStoredSessionMark } from './document-template.js';

describe('withoutStoredSessionMark', () => {
  it("takes index.html's stored-session script out and leaves the rest as it was", () => {
    const guestTemplate = withoutStoredSessionMark(indexHtml);
    expect(guestTemplate).not.toContain('<script>');
    expect(guestTemplate).not.toContain('localStorage');
    expect(guestTemplate).toContain('<script type="module" src="/src/main.tsx"></script>');
    const removed = indexHtml.length - guestTemplate.length;
    expect(removed).toBe(/\n\s*<script>[\s\S]*?<\/script>/.exec(indexHtml)![0].length);
  });

  it('fails the build when index.html no longer has the script', () => {
    expect(() => withoutStoredSessionMark(withoutStoredSessionMark(indexHtml))).toThrow(
      'index.html has no stored-session script',
    );
  });
});
