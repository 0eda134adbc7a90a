// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin, PluginOption } from 'vite';
import viteConfig from '../../vite.config.js';

const fromWeb = (file: string) => new URL(`../../${file}`, import.meta.url);
const packageJson = (file: string) =>
  JSON.parse(readFileSync(fromWeb(file), 'utf8')) as Record<string, Record<string, string> | undefined>;

/**
 * The web app runs on React and antd as they ship (issue 54): every build on react-dom, no build step that
 * edits a dependency's code. The built bundle itself is checked by `npm run web:budget`.
 */
describe('the web build', () => {
  it('depends on react and react-dom 19, and on no other runtime for them', () => {
    for (const file of ['package.json', '../package.json']) {
      const { dependencies = {}, devDependencies = {} } = packageJson(file);
      const names = Object.keys({ ...dependencies, ...devDependencies });
      expect(
        names.filter((name) => /preact|inferno|nerv/.test(name)),
        file,
      ).toEqual([]);
    }
    const { dependencies = {} } = packageJson('package.json');
    expect(dependencies.react).toMatch(/^\^?19\./);
    expect(dependencies['react-dom']).toMatch(/^\^?19\./);
  });

  it('aliases React to nothing else', () => {
    const alias = viteConfig.resolve?.alias ?? {};
    const entries = Array.isArray(alias)
      ? alias.map(({ find }) => String(find))
      : Object.keys(alias as Record<string, string>);
    expect(entries.filter((find) => /react(?!-router)/.test(find))).toEqual([]);
  });

  it("has no plugin of its own that rewrites a dependency's code", () => {
    const plugins = (viteConfig.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    const ours = plugins.filter(
      (plugin): plugin is Plugin =>
        !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('ihe-'),
    );
    expect(ours.map((plugin) => plugin.name)).toContain('ihe-prerender');
    for (const plugin of ours) {
      expect(plugin.transform, plugin.name).toBeUndefined();
      expect(plugin.load, plugin.name).toBeUndefined();
    }
    // Patches to dependencies would live here (patch-package), each with its upstream issue; none is expected.
    expect(existsSync(fromWeb('../patches'))).toBe(false);
  });
});
