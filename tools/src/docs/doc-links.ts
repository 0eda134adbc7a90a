import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A place a document points at: a markdown link's target, or a path written as code (`libs/…`). */
export interface DocReference {
  target: string;
  line: number;
  kind: 'link' | 'path';
}

/** The repository's top folders: a code span starting with one of them names a file of the repository. */
const REPO_FOLDERS = ['docs', 'libs', 'services', 'gateway', 'web', 'tools', '.ci'];

/** Placeholders (`services/<name>/…`), globs and ellipses are patterns, not paths. */
const isPattern = (text: string) => /[<>{}*…\s|]/.test(text) || text.includes('...');

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * The relative links (`[text](docs/x.md)`, `[text](../y.md#part)`) and the repository paths written as code
 * (`` `libs/contracts/src/pricing/pricing.ts` ``, `` `../shared/spec/` ``) of a markdown text. Fenced code
 * blocks are skipped (they hold commands and trees, not references); URLs and same-page anchors are not
 * paths.
 */
export function docReferences(markdown: string): DocReference[] {
  const references: DocReference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    const withoutCode = text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    for (const match of withoutCode.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1].split('#')[0];
      if (target && !isExternal(target)) references.push({ target, line, kind: 'link' });
    }
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const code = match[1].trim();
      if (isPattern(code) || isExternal(code)) continue;
      const top = code.split('/')[0];
      if (
        code.startsWith('./') ||
        code.startsWith('../') ||
        (code.includes('/') && REPO_FOLDERS.includes(top))
      )
        references.push({ target: code, line, kind: 'path' });
    }
  });
  return references;
}

export interface BrokenReference extends DocReference {
  file: string;
  reason: 'outside the repository' | 'missing';
}

/** Folders the build or a run makes (`dist/`, `artifacts/` in .gitignore): a clone does not have them yet. */
function generatedFolders(root: string): Set<string> {
  const ignore = path.join(root, '.gitignore');
  if (!existsSync(ignore)) return new Set();
  return new Set(
    readFileSync(ignore, 'utf8')
      .split('\n')
      .map((entry) => entry.trim())
      .filter((entry) => /^[^#!/*][^/*]*\/$/.test(entry))
      .map((entry) => entry.slice(0, -1)),
  );
}

/**
 * The references of `files` (relative to `root`) that point outside the repository or at nothing. A link is
 * relative to its document; a code path is relative to the repository's root, or to the document when it
 * starts with `./` or `../`. A path into a generated folder (see .gitignore) only has to stay inside.
 */
export function brokenReferences(root: string, files: string[]): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const generated = generatedFolders(root);
  for (const file of files) {
    const dir = path.dirname(path.join(root, file));
    for (const reference of docReferences(readFileSync(path.join(root, file), 'utf8'))) {
      const fromDocument = reference.kind === 'link' || /^\.\.?\//.test(reference.target);
      const resolved = path.resolve(fromDocument ? dir : root, decodeURIComponent(reference.target));
      const relative = path.relative(root, resolved);
      if (relative.startsWith('..') || path.isAbsolute(relative))
        broken.push({ ...reference, file, reason: 'outside the repository' });
      else if (!existsSync(resolved) && !relative.split(path.sep).some((part) => generated.has(part)))
        broken.push({ ...reference, file, reason: 'missing' });
    }
  }
  return broken;
}

/** The documents a clone of the repository carries: README.md and every markdown file under docs/. */
export function repositoryDocuments(root: string): string[] {
  const docs = existsSync(path.join(root, 'docs'))
    ? readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join('docs', name))
    : [];
  return ['README.md', ...docs.sort()];
}
