/** `npm run map`: regenerates the tool map and the "may import" table of docs/architecture.md from the code. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE_PAGE, withGeneratedParts } from './tool-map/index.js';

const root = join(import.meta.dirname, '..');
const path = join(root, ARCHITECTURE_PAGE);
const before = readFileSync(path, 'utf8');
const after = withGeneratedParts(before, root);
writeFileSync(path, after);
console.log(
  before === after
    ? `${ARCHITECTURE_PAGE}: the tool map and the import table were already current.`
    : `${ARCHITECTURE_PAGE}: tool map and import table updated.`,
);
