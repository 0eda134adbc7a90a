import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse, parseAllDocuments } from 'yaml';
import { BACKEND_SERVICES, exportedName } from '@ihe/platform';
import { START_STAGES } from '../scale-out/scale-out-cluster.js';

/**
 * Adding a service is its folder, one line in libs/platform/src/config/service-list.ts and the manifests
 * below: each expectation names the file the service is missing from.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const yamlDocuments = (file: string) =>
  parseAllDocuments(read(file)).map((document) => document.toJS() as Record<string, unknown>);

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string>; depends_on?: unknown }
  >;
  'x-database-urls': Record<string, string>;
};
const baseKustomization = parse(read('k8s/base/kustomization.yaml')) as {
  resources: string[];
  configMapGenerator: { name: string; literals: string[] }[];
};
const devKustomization = parse(read('k8s/overlays/dev/kustomization.yaml')) as {
  replicas: { name: string }[];
  secretGenerator: { name: string }[];
};
const secretsTemplate = yamlDocuments('k8s/overlays/prod/secrets.template.yaml');
const migrateJob = read('k8s/base/migrate-job.yaml');
const routeTable = read('gateway/src/proxy/route-table.ts');
const toolsPackage = JSON.parse(read('tools/package.json')) as { dependencies: Record<string, string> };

describe.each(BACKEND_SERVICES.map((service) => [service.name, service.port] as const))(
  'the service %s (libs/platform/src/config/service-list.ts)',
  (name, port) => {
    const NAME = name.toUpperCase();

    it(`is the package @ihe/${name} in services/${name}, exporting start${exportedName(name)} and ${exportedName(name)}Module, with a build and tests`, () => {
      const pkg = JSON.parse(read(`services/${name}/package.json`)) as {
        name: string;
        scripts: Record<string, string>;
      };
      expect(pkg.name).toBe(`@ihe/${name}`);
      expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'test']));
      const index = read(`services/${name}/src/index.ts`);
      expect(index).toMatch(new RegExp(`export \\{[^}]*\\bstart${exportedName(name)}\\b`));
      expect(index).toMatch(new RegExp(`export \\{[^}]*\\b${exportedName(name)}Module\\b`));
      expect(existsSync(path.join(root, `services/${name}/src/main.ts`))).toBe(true);
    });

    it('is a dependency of tools/package.json (the launchers start it; the build builds it first)', () => {
      expect(Object.keys(toolsPackage.dependencies)).toContain(`@ihe/${name}`);
    });

    it('runs in docker-compose.yml: its container, its address, its database role, before the gateway', () => {
      const container = compose.services[name];
      expect(container?.command).toEqual(['node', `services/${name}/dist/main.js`]);
      expect(container?.environment?.DATABASE_URL).toMatch(new RegExp(`^postgres://ihe_${name}:`));
      expect(compose['x-database-urls'][`${NAME}_DATABASE_URL`]).toBe(container?.environment?.DATABASE_URL);
      expect(compose.services.gateway?.environment?.[`${NAME}_URL`]).toBe(`http://${name}:${port}`);
      expect(compose.services.gateway?.depends_on).toContain(name);
    });

    it('runs in k8s: k8s/base (its manifest, its address), the migrate Job, the dev overlay, the prod Secrets template', () => {
      expect(existsSync(path.join(root, `k8s/base/${name}.yaml`))).toBe(true);
      expect(baseKustomization.resources).toContain(`${name}.yaml`);
      const config = baseKustomization.configMapGenerator.find(
        (generator) => generator.name === 'ihe-config',
      );
      expect(config?.literals).toContain(`${NAME}_URL=http://${name}:${port}`);
      expect(migrateJob).toContain(`name: ihe-database-${name}\n`);
      expect(devKustomization.replicas.map((replica) => replica.name)).toContain(name);
      expect(devKustomization.secretGenerator.map((secret) => secret.name)).toContain(`ihe-database-${name}`);
      const secretNames = secretsTemplate.map((document) => (document.metadata as { name?: string })?.name);
      expect(secretNames).toContain(`ihe-database-${name}`);
    });

    it("is reached through gateway/src/proxy/route-table.ts and started in the scale-out proof's stages", () => {
      expect(routeTable).toContain(`service: '${name}'`);
      expect(START_STAGES.flat()).toContain(name);
    });
  },
);
