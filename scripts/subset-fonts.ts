/**
 * Cuts the Arabic-script faces of Noto Sans Arabic down to ARABIC_RANGE (server/render/fonts.ts)
 * and writes them to server/static/fonts/, where the server reads them. Run it after changing the
 * range (then give the faces new file names: they are cached for a year under one name).
 *
 * Needs fontTools with brotli (Debian: `apt-get install python3-fonttools python3-brotli`); the
 * cut files are committed, so neither building nor testing needs them.
 *   npx tsx scripts/subset-fonts.ts
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ARABIC_RANGE, CUT_FONTS_DIR, FONT_FACES } from '../server/render/fonts.js';

const require = createRequire(import.meta.url);
const unicodes = ARABIC_RANGE.replace(/\s+/g, '');

for (const face of FONT_FACES.filter((f) => f.source === 'cut')) {
  const input = require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${face.weight}-normal.woff2`);
  const output = fileURLToPath(new URL(face.file, CUT_FONTS_DIR));
  const result = spawnSync(
    'python3',
    // Every OpenType feature is kept: the joining forms (init/medi/fina) and the mark placement
    // are reached through them, not through code points.
    ['-m', 'fontTools.subset', input, `--unicodes=${unicodes}`, '--layout-features=*', '--flavor=woff2', `--output-file=${output}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('fontTools failed: install python3-fonttools and python3-brotli');
    process.exit(1);
  }
  console.log(`${face.file} written`);
}
