import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', '.tmp/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Which of our folders may import which (ARCHITECTURE.md, "may import"); tests included.
    plugins: { lrdx: boundaries },
    rules: {
      'lrdx/import-boundaries': [
        'error',
        {
          // TEMPORARY: the violations that stood when the rule came in, each being removed on another
          // branch (server families, stock-carousel, widgets/features). Delete this list after merging
          // them; whatever still fails then is a real violation to fix, not to list here.
          allow: [
            'server/api/buy-online -> server/api/leads',
            'server/api/buy-online -> server/api/rate-limit',
            'server/api/buy-online -> server/api/verification',
            'server/api/dealers -> server/api/listing',
            'server/api/leads -> server/api/buy-online',
            'server/api/leads -> server/api/rate-limit',
            'server/api/leads -> server/api/verification',
            'server/api/listing -> server/api/dealers',
            'server/api/listing -> server/api/widget-config',
            'server/api/verification -> server/api/rate-limit',
            'server/api/widget-config -> server/api/dealers',
            'server/api/widget-config -> server/api/listing',
            'server/db -> server/api/verification',
            'site -> widgets/cancellation',
            'site -> widgets/reservation',
            'widgets/stock-carousel -> widgets/stock-locator',
          ],
        },
      ],
    },
  },
  {
    // Declaration merging must repeat the original type parameters, used or not.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
