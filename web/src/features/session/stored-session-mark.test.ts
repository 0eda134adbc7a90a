import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render.js';
import indexHtml from '../../../index.html?raw';
import { clearStoredSession, saveStoredSession } from './session-storage.js';

/** index.html's inline script, which runs before the first paint of every page. */
function runIndexHtmlScript() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

describe("index.html's mark of a browser that keeps a session", () => {
  afterEach(() => {
    delete document.documentElement.dataset.storedSession;
    clearStoredSession();
  });

  it('is set where a sign-in left its mark (the key session-storage.ts writes)', () => {
    saveStoredSession({ user: makeUser() });
    runIndexHtmlScript();
    expect(document.documentElement).toHaveAttribute('data-stored-session');
  });

  it('is not set for a guest', () => {
    runIndexHtmlScript();
    expect(document.documentElement).not.toHaveAttribute('data-stored-session');
  });
});
