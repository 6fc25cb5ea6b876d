import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config/paths.ts';
import { openApiText } from './lib/openapi.ts';

/** `npm run openapi`: writes docs/openapi.json from the contract's call map (a test fails while it is stale). */
export const OPENAPI_FILE = path.join(repoRoot, 'docs/openapi.json');
writeFileSync(OPENAPI_FILE, openApiText());
console.log(`Written: ${path.relative(repoRoot, OPENAPI_FILE)}`);
