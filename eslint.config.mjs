import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'data/', 'coverage/', '.tmp/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Which of our folders may import which (docs/architecture.md, "Who may import whom"; the table is in
    // eslint-rules/import-boundaries.mjs); tests included. A route family never imports a sibling
    // family; a widget folder never imports a sibling widget.
    plugins: { lrdx: boundaries },
    rules: { 'lrdx/import-boundaries': 'error' },
  },
  {
    // Services, HTTP helpers, database, migrations, the seed and adapters sit below the route families and never import them
    // (docs/server-layers.md): only server/app.ts and test apps (server/testing/) register families.
    files: ['server/{listing,orders,leads,content,verification,http,db,migrations,seed,adapters}/**/*.{ts,tsx}', 'server/services.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)api/', message: 'Only server/app.ts and test apps (server/testing/) register route families (server/api/).' },
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
