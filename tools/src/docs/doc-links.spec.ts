import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { brokenReferences, docReferences, repositoryDocuments } from './doc-links.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe("the repository's documents", () => {
  it('point only at files inside the repository that exist (README.md and docs/*.md)', () => {
    const documents = repositoryDocuments(repositoryRoot);
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/product.md']),
    );
    const broken = brokenReferences(repositoryRoot, documents).map(
      (reference) => `${reference.file}:${reference.line} ${reference.target} (${reference.reason})`,
    );
    expect(broken).toEqual([]);
  });
});

describe('docReferences', () => {
  it('finds relative links and repository paths written as code, not URLs, anchors, patterns or fenced code', () => {
    const markdown = [
      'See [the architecture](docs/architecture.md#events) and [Nest](https://nestjs.com) or [below](#layout).',
      'The spec lives in `../shared/spec/`; pricing in `libs/contracts/src/pricing/pricing.ts`.',
      'Patterns: `services/<name>/src/`, `web/src/features/checkout/…`, a route `/api/v1/cart`, `npm start`.',
      '```',
      '[not a link](nowhere.md) `libs/nowhere.ts`',
      '```',
    ].join('\n');
    expect(docReferences(markdown)).toEqual([
      { target: 'docs/architecture.md', line: 1, kind: 'link' },
      { target: '../shared/spec/', line: 2, kind: 'path' },
      { target: 'libs/contracts/src/pricing/pricing.ts', line: 2, kind: 'path' },
    ]);
  });
});

describe('brokenReferences', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a missing target and a path outside the repository, even when that path exists', () => {
    mkdirSync(path.join(root, 'repo/docs'), { recursive: true });
    mkdirSync(path.join(root, 'shared/spec'), { recursive: true });
    writeFileSync(path.join(root, 'repo/docs/a.md'), '# A\n');
    writeFileSync(path.join(root, 'repo/.gitignore'), 'dist/\nartifacts/\n*.log\n');
    writeFileSync(
      path.join(root, 'repo/README.md'),
      [
        'Read [A](docs/a.md) and [B](docs/b.md).',
        'The spec: [spec](../shared/spec/) and `../shared/spec/`.',
        'Screenshots land in `web/e2e/artifacts/` (made by a run); `web/src/gone.ts` is not.',
      ].join('\n'),
    );
    writeFileSync(path.join(root, 'repo/docs/c.md'), 'Back to [the README](../README.md), [A](a.md).\n');
    const repo = path.join(root, 'repo');
    expect(repositoryDocuments(repo)).toEqual(['README.md', 'docs/a.md', 'docs/c.md']);
    expect(brokenReferences(repo, repositoryDocuments(repo))).toEqual([
      { file: 'README.md', line: 1, target: 'docs/b.md', kind: 'link', reason: 'missing' },
      {
        file: 'README.md',
        line: 2,
        target: '../shared/spec/',
        kind: 'link',
        reason: 'outside the repository',
      },
      {
        file: 'README.md',
        line: 2,
        target: '../shared/spec/',
        kind: 'path',
        reason: 'outside the repository',
      },
      { file: 'README.md', line: 3, target: 'web/src/gone.ts', kind: 'path', reason: 'missing' },
    ]);
  });
});
