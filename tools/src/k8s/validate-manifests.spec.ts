import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findKustomizeRenderer, type KustomizeRenderer } from './kustomize-renderer.js';
import {
  K8S_OVERLAYS,
  modelModule,
  parseManifests,
  validateManifests,
  type ManifestObject,
} from './validate-manifests.js';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');

describe('k8s manifests', () => {
  let renderer: KustomizeRenderer;
  let copy: string;

  beforeAll(() => {
    renderer = findKustomizeRenderer(repoRoot);
    copy = mkdtempSync(path.join(os.tmpdir(), 'ihe-k8s-'));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  /** Renders the dev overlay of a copy of k8s/ in which `file` was changed by `edit`. */
  function renderEdited(file: string, edit: (text: string) => string): string {
    const tree = mkdtempSync(path.join(copy, 'tree-'));
    cpSync(path.join(repoRoot, 'k8s'), tree, { recursive: true });
    const target = path.join(tree, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    writeFileSync(target, after);
    return renderer.render(path.join(tree, 'overlays/dev'));
  }

  it.each(K8S_OVERLAYS)('%s renders and every object is valid', async (overlay) => {
    const result = await validateManifests(renderer.render(path.join(repoRoot, overlay)), overlay);
    expect(result.problems).toEqual([]);
    expect(result.skipped).toEqual([]);
    expect(result.validated).toBeGreaterThan(25);
  });

  it('fails on a misspelt field name in a copied manifest', async () => {
    const rendered = renderEdited('base/gateway.yaml', (text) =>
      text.replace('readinessProbe:', 'readinesProbe:'),
    );
    const { problems } = await validateManifests(rendered, 'edited copy');
    expect(problems).toEqual([
      {
        object: 'Deployment/gateway',
        message: expect.stringContaining('\'"readinesProbe"\' does not exist'),
      },
    ]);
  });

  it('fails on a misspelt field deep in a KEDA object', async () => {
    const text = readFileSync(
      path.join(repoRoot, 'k8s/components/queue-autoscaling/scaled-objects.yaml'),
      'utf8',
    );
    const { problems } = await validateManifests(
      text.replace('minReplicaCount: 1\n  maxReplicaCount: 4', 'minReplicas: 1\n  maxReplicaCount: 4'),
      'copy',
    );
    expect(problems).toEqual([
      {
        object: 'ScaledObject/analytics',
        message: expect.stringContaining('\'"minReplicas"\' does not exist'),
      },
    ]);
  });

  it('fails on a value of the wrong type and on a missing required field', async () => {
    const rendered = renderEdited('base/orders.yaml', (text) =>
      text.replace('containerPort: 3103', 'containerPort: "3103"').replace('      port: 3103\n', ''),
    );
    const { problems } = await validateManifests(rendered, 'edited copy');
    expect(problems).toEqual(
      expect.arrayContaining([
        { object: 'Deployment/orders', message: expect.stringMatching(/containerPort must be integer/) },
        {
          object: 'Service/orders',
          message: expect.stringMatching(/ports\/0 must have required property port/),
        },
      ]),
    );
  });

  it('accepts Secret data wrapped over lines, as kustomize renders long values, and refuses what is not base64', async () => {
    const secret = (value: string) =>
      `apiVersion: v1\nkind: Secret\nmetadata: { name: s }\ndata:\n  DATABASE_URL: |\n${value}\n`;
    const wrapped = Buffer.from('postgres://ihe_notifications:secret@postgres:5432/ihe_market')
      .toString('base64')
      .replace(/(.{70})/g, '$1\n    ');
    expect((await validateManifests(secret(`    ${wrapped}`), 'input')).problems).toEqual([]);
    expect((await validateManifests(secret('    not base64!'), 'input')).problems).toHaveLength(1);
  });

  it("gives each service's pods its own database Secret only, the gateway none, the admin's to the migration Job", () => {
    const rendered = renderer.render(path.join(repoRoot, 'k8s/overlays/dev'));
    const workloads = parseManifests(rendered, 'dev').objects.filter((object) =>
      ['Deployment', 'Job'].includes(object.kind),
    );
    const databaseSecrets = (object: ManifestObject) =>
      [...JSON.stringify(object).matchAll(/"name":"(ihe-database[a-z-]*?)(?:-[a-z0-9]{10})?"/g)]
        .map((match) => match[1])
        .filter((name, index, all) => all.indexOf(name) === index)
        .sort();
    const services = ['analytics', 'catalog', 'identity', 'notifications', 'orders', 'verification'];
    for (const workload of workloads) {
      const name = workload.metadata?.name ?? '';
      if (services.includes(name))
        expect([name, databaseSecrets(workload)]).toEqual([name, [`ihe-database-${name}`]]);
      else if (name === 'migrate')
        expect(databaseSecrets(workload)).toEqual([
          'ihe-database-admin',
          ...services.map((s) => `ihe-database-${s}`),
        ]);
      else expect([name, databaseSecrets(workload)]).toEqual([name, []]);
    }
    expect(workloads.map((workload) => workload.metadata?.name)).toEqual(
      expect.arrayContaining([...services, 'gateway']),
    );
  });

  it('reports objects of a kind it has no schema for, and broken YAML', async () => {
    const result = await validateManifests(
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: w }\n---\nkind: [unclosed\n',
      'input',
    );
    expect(result.problems.map((problem) => problem.object)).toEqual(['input', 'Widget/w']);
    expect(modelModule('apps/v1', 'Deployment')).toBe('kubernetes-models/apps/v1/Deployment');
    expect(modelModule('v1', 'Service')).toBe('kubernetes-models/v1/Service');
    expect(modelModule('keda.sh/v1alpha1', 'ScaledObject')).toBe(
      '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject',
    );
  });
});
