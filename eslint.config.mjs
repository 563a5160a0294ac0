import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The widget folders (one per custom element); the others hold what widgets share. */
const SHARED_WIDGET_FOLDERS = new Set(['ui', 'features', 'runtime', 'testing']);
const WIDGETS = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_WIDGET_FOLDERS.has(entry.name))
  .map((entry) => entry.name);

/**
 * A widget folder never imports a sibling widget (architecture): what two widgets share moves to
 * widgets/ui (primitives), widgets/features (soft lock, phone check, card payment, flow, vehicle cards) or domain/.
 */
const noSiblingWidgets = WIDGETS.map((widget) => ({
  files: [`widgets/${widget}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${WIDGETS.filter((other) => other !== widget).join('|')})/`,
            message: 'A widget never imports a sibling widget: move what they share to widgets/ui, widgets/features or domain/.',
          },
        ],
      },
    ],
  },
}));

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
    // Server layers (docs/server-layers.md): a route family never imports a sibling family; what two
    // families share is a service (server/<domain>/) or an HTTP helper (server/http/).
    files: ['server/api/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A route family never imports another family: move what both need to server/<domain>/ or server/http/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services, HTTP helpers, database and adapters sit below the route families and never import them.
    files: ['server/{listing,orders,leads,content,verification,http,db,adapters}/**/*.{ts,tsx}', 'server/services.ts'],
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
  ...noSiblingWidgets,
);
