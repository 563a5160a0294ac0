/**
 * `npm run map`: regenerates the block indexes of site/blocks/ and the tool map and "may import"
 * table of docs/architecture.md from the code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockIndexFiles } from './block-index/index.js';
import { ARCHITECTURE_PAGE, withGeneratedParts } from './tool-map/index.js';

const root = join(import.meta.dirname, '..');

// The block indexes first: the tool map reads the tree they are part of.
for (const file of blockIndexFiles(root)) {
  const at = join(root, file.path);
  if (!existsSync(at) || readFileSync(at, 'utf8') !== file.text) {
    writeFileSync(at, file.text);
    console.log(`${file.path}: written.`);
  }
}

const path = join(root, ARCHITECTURE_PAGE);
const before = readFileSync(path, 'utf8');
const after = withGeneratedParts(before, root);
writeFileSync(path, after);
console.log(
  before === after
    ? `${ARCHITECTURE_PAGE}: the tool map and the import table were already current.`
    : `${ARCHITECTURE_PAGE}: tool map and import table updated.`,
);
