import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const FEATURES = [
  'admin',
  'auth',
  'board-management',
  'forecast',
  'home',
  'info',
  'profile',
  'public-profile',
  'services',
  'stores',
  'surfboards',
];

/** A feature may not reach into another feature's folder; shared code moves down. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `features/(?!${feature}/)`,
            message:
              'Features do not import each other: move what both need to components/, lib/ or packages/shared.',
          },
          {
            group: ['**/apps/api/**', '@galim/api', '@galim/api/**'],
            message: 'The web app never imports the API.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@galim/api', '@galim/api/**'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Plain scripts the service worker imports run in its global scope.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Entry points and scripts talk to the terminal.
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'apps/api/build.mjs',
      'apps/api/src/server.ts',
      'apps/api/bench/**',
      '**/*.test.{ts,tsx}',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
