import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { responseSchemasModule, RESPONSE_SCHEMAS_FILE } from './response-schemas.js';
import { publicApiDocument, webApiSchemaModule, WEB_API_SCHEMA_FILE } from './public-api-document.js';

export interface GeneratedFile {
  file: string;
  text: string;
}

const formatted = async (root: string, file: string, text: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(path.join(root, file))), filepath: file });

/** Step 1: the response schemas platform puts in each service's document (from @ihe/contracts' source). */
export async function responseSchemasFile(root: string): Promise<GeneratedFile> {
  return {
    file: RESPONSE_SCHEMAS_FILE,
    text: await formatted(root, RESPONSE_SCHEMAS_FILE, responseSchemasModule(root)),
  };
}

/** Step 2: the web app's API types, from the document the built services describe. */
export async function webApiSchemaFile(root: string): Promise<GeneratedFile> {
  const text = await webApiSchemaModule(await publicApiDocument());
  return { file: WEB_API_SCHEMA_FILE, text: await formatted(root, WEB_API_SCHEMA_FILE, text) };
}

export async function writeIfChanged(root: string, { file, text }: GeneratedFile): Promise<boolean> {
  const current = await readFile(path.join(root, file), 'utf8').catch(() => '');
  if (current === text) return false;
  await writeFile(path.join(root, file), text);
  return true;
}

/** The committed file against a fresh generation: null when equal, else the first lines that differ. */
export async function staleness(root: string, { file, text }: GeneratedFile): Promise<string | null> {
  const current = await readFile(path.join(root, file), 'utf8').catch(() => '');
  if (current === text) return null;
  const was = current.split('\n');
  const now = text.split('\n');
  const first = now.findIndex((line, index) => line !== was[index]);
  const at = first === -1 ? now.length : first;
  const excerpt = [
    ...was.slice(at, at + 5).map((line) => `- ${line}`),
    ...now.slice(at, at + 5).map((line) => `+ ${line}`),
  ];
  return `${file} is stale against the API (first difference at line ${at + 1}): run npm run api:generate\n${excerpt.join('\n')}`;
}
