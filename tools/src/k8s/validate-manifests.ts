import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

/** One Kubernetes object from a rendered manifest stream. */
export interface ManifestObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string; namespace?: string };
  [field: string]: unknown;
}

/** What CI renders and validates: every overlay, and the Secret templates (applied by hand). */
export const K8S_OVERLAYS = [
  'k8s/overlays/dev',
  'k8s/overlays/prod',
  'k8s/overlays/prod-with-queue-autoscaling',
];
export const K8S_PLAIN_FILES = ['k8s/overlays/prod/secrets.template.yaml'];

/** Something wrong with one object (`object` is "Kind/name"). */
export interface ManifestProblem {
  object: string;
  message: string;
}

/**
 * API groups whose models (generated from the Kubernetes OpenAPI schema, or a CRD's schema) we
 * validate against: the package that ships them and the path of its group directory.
 */
const MODEL_PACKAGES: Record<string, string> = {
  '': 'kubernetes-models', // the core group: apiVersion "v1"
  'keda.sh': '@kubernetes-models/keda/keda.sh',
};

const label = (object: ManifestObject) => `${object.kind}/${object.metadata?.name ?? '(no name)'}`;

/** The module of the object's model, e.g. kubernetes-models/apps/v1/Deployment, or undefined. */
export function modelModule(apiVersion: string, kind: string): string | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (!/^[A-Za-z0-9]+$/.test(kind) || !/^v\d+(alpha\d+|beta\d+)?$/.test(version ?? '')) return undefined;
  if (group in MODEL_PACKAGES) return `${MODEL_PACKAGES[group]}/${version}/${kind}`;
  if (group.endsWith('.k8s.io') || ['apps', 'batch', 'policy', 'autoscaling'].includes(group))
    return `kubernetes-models/${group}/${version}/${kind}`;
  return undefined;
}

/** Parses a multi-document YAML stream into objects; YAML errors become problems. */
export function parseManifests(
  yamlText: string,
  source: string,
): { objects: ManifestObject[]; problems: ManifestProblem[] } {
  const objects: ManifestObject[] = [];
  const problems: ManifestProblem[] = [];
  for (const document of parseAllDocuments(yamlText)) {
    if (document.errors.length > 0) {
      problems.push({ object: source, message: document.errors.map((error) => error.message).join('; ') });
      continue;
    }
    const value: unknown = document.toJS();
    if (value === null || value === undefined) continue;
    const object = value as ManifestObject;
    if (
      typeof object !== 'object' ||
      typeof object.apiVersion !== 'string' ||
      typeof object.kind !== 'string'
    )
      problems.push({ object: source, message: 'a document without apiVersion and kind' });
    else objects.push(unwrapSecretData(object));
  }
  return { objects, problems };
}

/**
 * kustomize's secretGenerator wraps base64 values longer than 70 characters over several lines (a database
 * URL); the API server's decoder skips the line breaks, the schema's "byte" format does not.
 */
function unwrapSecretData(object: ManifestObject): ManifestObject {
  if (object.kind !== 'Secret' || typeof object.data !== 'object' || object.data === null) return object;
  const data = Object.fromEntries(
    Object.entries(object.data).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\s+/g, '') : value,
    ]),
  );
  return { ...object, data };
}

/** The model's own validator (types, required fields, formats and patterns of the schema). */
async function schemaProblems(object: ManifestObject, module: string): Promise<ManifestProblem[]> {
  let Model: new (data: unknown) => { validate: () => void };
  try {
    Model = (await import(module))[object.kind];
  } catch {
    return [{ object: label(object), message: `no schema for ${object.apiVersion} ${object.kind}` }];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [{ object: label(object), message: (error as Error).message }];
  }
}

const VIRTUAL_FILE = join(dirname(fileURLToPath(import.meta.url)), '__manifests_under_check__.ts');

/**
 * The schema validators accept fields they do not know, as the API server does (it drops them), so a
 * misspelt field would pass silently. The models' TypeScript types list every field of the schema:
 * each object is type-checked as an object literal of its kind, where an unknown field is an error.
 */
function unknownFieldProblems(checked: Array<{ object: ManifestObject; module: string }>): ManifestProblem[] {
  const lines: string[] = [];
  const owners: Array<{ fromLine: number; object: ManifestObject }> = [];
  checked.forEach(({ module }, index) =>
    lines.push(`import type { I${checked[index].object.kind} as T${index} } from '${module}';`),
  );
  checked.forEach(({ object }, index) => {
    owners.push({ fromLine: lines.length, object });
    lines.push(...`export const o${index}: T${index} = ${JSON.stringify(object, null, 1)};`.split('\n'));
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === VIRTUAL_FILE
      ? ts.createSourceFile(fileName, source, language)
      : getSourceFile(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === VIRTUAL_FILE || fileExists(fileName);
  const program = ts.createProgram([VIRTUAL_FILE], options, host);
  const file = program.getSourceFile(VIRTUAL_FILE)!;
  return ts.getPreEmitDiagnostics(program, file).map((diagnostic) => {
    const line =
      diagnostic.start === undefined ? 0 : file.getLineAndCharacterOfPosition(diagnostic.start).line;
    const owner = [...owners].reverse().find((candidate) => candidate.fromLine <= line);
    return {
      object: owner ? label(owner.object) : 'manifests',
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '; '),
    };
  });
}

export interface ValidationOptions {
  /** apiVersion/kind pairs whose schema is not checked (each is reported in `skipped`). */
  skipKinds?: string[];
}

export interface ValidationResult {
  validated: number;
  skipped: string[];
  problems: ManifestProblem[];
}

/** Validates every object of a rendered manifest stream against its kind's schema, strictly. */
export async function validateManifests(
  yamlText: string,
  source: string,
  options: ValidationOptions = {},
): Promise<ValidationResult> {
  const { objects, problems } = parseManifests(yamlText, source);
  const checked: Array<{ object: ManifestObject; module: string }> = [];
  const skipped: string[] = [];
  for (const object of objects) {
    if (options.skipKinds?.includes(`${object.apiVersion}/${object.kind}`)) {
      skipped.push(label(object));
      continue;
    }
    const module = modelModule(object.apiVersion, object.kind);
    if (!module) {
      problems.push({ object: label(object), message: `no schema for ${object.apiVersion} ${object.kind}` });
      continue;
    }
    const found = await schemaProblems(object, module);
    problems.push(...found);
    if (found.length === 0) checked.push({ object, module });
  }
  if (checked.length > 0) problems.push(...unknownFieldProblems(checked));
  return { validated: checked.length, skipped, problems };
}
