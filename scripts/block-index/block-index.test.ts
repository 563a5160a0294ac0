import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../site/blocks/registry.js';
import { BLOCK_LABELS } from '../../site/blocks/labels.generated.js';
import { blockFolders, blockIndexFiles } from './index.js';

const root = join(import.meta.dirname, '../..');

describe('the block indexes', () => {
  it('are what the block folders give today (npm run map)', () => {
    for (const file of blockIndexFiles(root)) expect(readFileSync(join(root, file.path), 'utf8'), file.path).toBe(file.text);
  });

  it('register every folder with a block.ts, and every folder has its labels.ts', () => {
    const folders = blockFolders(root);
    expect(folders.length).toBeGreaterThan(70);
    for (const folder of folders) expect(existsSync(join(root, 'site/blocks', folder, 'labels.ts')), folder).toBe(true);
    expect([...BLOCKS.keys()].sort()).toEqual(Object.keys(BLOCK_LABELS).sort());
  });
});
