import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { responseSchemasFile, webApiSchemaFile, writeIfChanged } from './generated-files.js';

/**
 * `npm run api:generate`: step `responses` writes the OpenAPI response schemas from @ihe/contracts; after
 * the rebuild the npm script runs, step `web` writes the web app's types from the public API document.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const step = process.argv[2];
const generated =
  step === 'responses'
    ? await responseSchemasFile(root)
    : step === 'web'
      ? await webApiSchemaFile(root)
      : null;
if (!generated) {
  console.error('usage: api-generate-command.js responses|web');
  process.exit(2);
}
const changed = await writeIfChanged(root, generated);
console.log(`${generated.file}: ${changed ? 'written' : 'unchanged'}`);
