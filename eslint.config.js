import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url));
const API = './apps/api/src';
const API_ABSOLUTE = `${import.meta.dirname}/apps/api/src`;
const API_MODULES = readdirSync(new URL('apps/api/src/modules', import.meta.url));

/**
 * What a route file may not reach for: `app.jobs.…`, `app.live.…`, `app.events.…` start side
 * effects, which belong in the service (passing `app.jobs` itself to a service is delegation).
 * (`app.alerts` is the alerts module's service since issue 52's one service shape: routes
 * delegate to it like to any module's; the alerts a write sets going start from events.)
 */
const routeSideEffects = [
  {
    selector:
      "MemberExpression[object.type='MemberExpression'][object.object.name='app'][object.property.name=/^(jobs|live|events)$/]",
    message:
      'A route only delegates: start jobs, live updates and events in the service (issue 52).',
  },
];

/**
 * One service shape (issue 52): a module's plugin.ts builds its services once and decorates the
 * app with them (`app.<module>`); a route file reads them from there and builds none.
 */
const routeBuildsNoService = {
  selector: 'CallExpression[callee.name=/^create[A-Z]\\w*(Service|Moderation|Access|Recorder)$/]',
  message:
    "A route reads its module's service from app.<module>; the module's plugin.ts builds it once (issue 52).",
};

/**
 * Code flows one way (bulletproof-react's import zones): packages/shared -> components, lib,
 * i18n -> features -> app. A feature never reaches into another feature's folder: what two
 * features need moves down. The web app never imports the API.
 */
const importZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to components/, lib/ or packages/shared.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/i18n`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared web code does not import features or the app shell.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app shell.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is imported by the apps, never the other way.',
  },
];

/**
 * One query layer (docs/decisions/032): a page or component gets server data only through the
 * hooks and fetchers of a feature's `api/` folder or `lib/queries/`; it builds no API URL, and
 * no answer reaches it as an `ApiResult` to test `.success` on (only the session layer in
 * lib/auth reads those: whether a failure ends the session depends on its status).
 */
const LIB_API = '^(\\.{1,2}/)+(lib/)?api$';
const noApiResult = {
  regex: LIB_API,
  importNames: ['api', 'ApiResult'],
  message:
    'Call apiOrThrow in an api/ fetcher (or lib/queries/): failures arrive as ApiError, never as an ApiResult to test .success on.',
};
/** An answer is typed by the shared schema's type (TThing), never retyped by hand. */
const sharedAnswerTypes = {
  selector:
    'CallExpression[callee.name=/^(api|apiOrThrow)$/] > TSTypeParameterInstantiation > :matches(TSTypeLiteral, TSUnknownKeyword)',
  message:
    'Type an API answer with its shared type (packages/shared: TThing beside ZThing), not an object type written here.',
};
/** A query's options live in a factory beside its fetcher (queryOptions), which hooks call. */
const queryFactories = {
  selector:
    "CallExpression[callee.name=/^use(Suspense)?(Infinite)?Query$/] > ObjectExpression.arguments[properties.0.type!='SpreadElement']",
  message:
    'Build the options with a queryOptions/infiniteQueryOptions factory beside the fetcher, and call the hook with it (useQuery(thingQuery(id))).',
};
const queryLayerRules = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api.ts',
      'apps/web/src/lib/auth/auth-context.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApiResult] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', sharedAnswerTypes, queryFactories] },
  },
  {
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/features/**/*.{ts,tsx}',
    ],
    ignores: ['apps/web/src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApiResult,
            {
              regex: LIB_API,
              importNames: ['apiOrThrow', 'buildUrl'],
              message:
                "Pages and components do not call the API: use a hook or fetcher from the feature's api/ folder or lib/queries/.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        sharedAnswerTypes,
        queryFactories,
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            "Pages and components do not build API URLs: the URL lives in the feature's api/ folder or lib/queries/.",
        },
      ],
    },
  },
];

/**
 * The API's layers (fastify/demo's plugins, immich's controller -> service -> repository):
 * lib/, db/, plugins/ and web/ sit below the modules and never import them, nor the app and the
 * tools that drive it (app.ts, server.ts, ops/, seed/); a module registers with a plugin instead.
 * A module never imports another module's queries (repo.ts, *-repo.ts): it asks that module's
 * service, or one of the query files meant for sharing (surfboards/repo.ts, holds/repo.ts). No
 * product file imports the test harness. Tests drive the whole app, so the first zone is only
 * for the product files.
 */
const NOT_A_TEST = '!(*.test).ts';
const apiZones = [
  {
    target: `${API}/{lib,db,plugins,web}/**/${NOT_A_TEST}`,
    from: [`${API}/modules`, `${API}/app.ts`, `${API}/server.ts`, `${API}/ops`, `${API}/seed`],
    message:
      'lib/, db/, plugins/ and web/ do not import modules or the app: a module registers with a plugin (app.jobs.define, the auth plugin options).',
  },
  {
    target: `${API}/{lib,db}/**/${NOT_A_TEST}`,
    from: [`${API}/plugins`, `${API}/web`],
    message: 'lib/ and db/ do not import plugins/ or web/.',
  },
  ...API_MODULES.map((module) => ({
    target: `${API}/modules/${module}`,
    from: `${API}/modules/*/{repo,*-repo}.ts`,
    except: [
      `${API_ABSOLUTE}/modules/${module}/**`,
      `${API_ABSOLUTE}/modules/{surfboards,holds}/repo.ts`,
    ],
    message:
      "A module does not import another module's queries: ask its service, or a query file meant for sharing (surfboards/repo.ts, holds/repo.ts).",
  })),
  {
    target: [`${API}/${NOT_A_TEST}`, `${API}/!(test)/**/${NOT_A_TEST}`],
    from: `${API}/test`,
    message: 'Product code does not import the test harness (src/test/).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            `${import.meta.dirname}/{apps,packages}/*/tsconfig.json`,
            `${import.meta.dirname}/e2e/tsconfig.json`,
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...importZones, ...apiZones] },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...queryLayerRules,
  {
    // A route only declares and delegates (issue 52): what a write sets going (an alert, a job, a
    // live event, a domain event) starts in its service, which the route hands these to.
    files: ['apps/api/src/**/*routes*.ts', 'apps/api/src/**/routes.ts'],
    ignores: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/modules/**/*routes.ts',
      'apps/api/src/modules/**/route-kit.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...routeSideEffects, routeBuildsNoService] },
  },
  {
    // Every request and answer shape is a schema in packages/shared/src/<feature>/, imported by
    // the route and by the web app (docs/code-map.md): a route file uses them, never shapes one.
    files: ['apps/api/src/modules/**/*routes.ts', 'apps/api/src/modules/**/route-kit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...routeSideEffects,
        routeBuildsNoService,
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(object|strictObject|looseObject)$/]",
          message:
            'A request or answer shape belongs in packages/shared/src/<feature>/ (ZThing), shared with the web app.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(extend|safeExtend|pick|omit|partial|merge)$/]',
          message:
            'Derive the shape in packages/shared/src/<feature>/ (ZThing) and import it, so the web app can use it too.',
        },
      ],
    },
  },
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
