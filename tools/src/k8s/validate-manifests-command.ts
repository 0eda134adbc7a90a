import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findKustomizeRenderer } from './kustomize-renderer.js';
import {
  K8S_OVERLAYS,
  K8S_PLAIN_FILES,
  validateManifests,
  type ValidationResult,
} from './validate-manifests.js';

/**
 * npm run k8s:validate: renders each overlay with kustomize and checks every object against the
 * schema of its kind (the Kubernetes OpenAPI schema in kubernetes-models 5.1, which has 1.34's GA
 * resource.k8s.io/v1; KEDA's CRDs), unknown fields included.
 * Exits 1 naming each problem.
 */
async function main(): Promise<void> {
  const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
  const renderer = findKustomizeRenderer(repoRoot);
  console.log(`Rendering with ${renderer.describe}`);
  const results: Array<[string, ValidationResult]> = [];
  for (const overlay of K8S_OVERLAYS) {
    const rendered = renderer.render(resolve(repoRoot, overlay));
    results.push([overlay, await validateManifests(rendered, overlay)]);
  }
  for (const file of K8S_PLAIN_FILES)
    results.push([file, await validateManifests(readFileSync(resolve(repoRoot, file), 'utf8'), file)]);

  let problems = 0;
  for (const [source, result] of results) {
    console.log(`${source}: ${result.validated} objects valid, ${result.problems.length} problems`);
    for (const skipped of result.skipped) console.log(`  note: ${skipped} not validated (no schema)`);
    for (const problem of result.problems) console.log(`  ${problem.object}: ${problem.message}`);
    problems += result.problems.length;
  }
  if (problems > 0) process.exit(1);
}

await main();
