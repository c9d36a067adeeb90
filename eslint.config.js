// Lint for the whole repository: typescript-eslint with type information, the rules of hooks, jsx-a11y, and the
// import boundaries between the apps (see "Lint and format" in README.md). Formatting is Prettier's job.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

const REMOTES = ['mfe-catalog', 'mfe-map', 'mfe-account', 'mfe-checkout', 'mfe-partner'];
const APPS = ['shell', ...REMOTES];
/** Code that runs in the browser; the tests next to it run in jsdom. */
const BROWSER_DIRS = [
  'shell/src',
  ...REMOTES.map((remote) => `${remote}/src`),
  'shared/platform/src',
  'shared/ui/src',
  'shared/contract/src',
];
/** Code that runs only on a server or at build time. */
const SERVER_DIRS = ['shared/server', 'shared/tooling', 'api'];

/**
 * Inside a remote, bulletproof-react's rule: a feature (a top-level folder of its src/) never reaches into another's.
 * Features stand on the remote's shared folders; `exposes/`, the catalog's `seo/` (its pages' server hooks) and
 * `testing/` (what tests render) compose features. Tests may render two features together (a card's link opening the
 * details page).
 */
const REMOTE_SHARED_FOLDERS = ['api', 'assets', 'components', 'forms', 'hooks', 'messages', 'ui', 'data', 'details'];
const REMOTE_COMPOSING_FOLDERS = ['exposes', 'seo', 'testing'];
const featuresOf = (remote) =>
  fs
    .readdirSync(path.join(__dirname, remote, 'src'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && ![...REMOTE_SHARED_FOLDERS, ...REMOTE_COMPOSING_FOLDERS].includes(entry.name),
    )
    .map((entry) => entry.name);
const featureZones = REMOTES.flatMap((remote) => {
  const features = featuresOf(remote);
  return [
    ...features.map((feature) => ({
      target: `./${remote}/src/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `./${remote}/src/${other}`),
      message:
        'A feature never imports another feature of its remote: move what both need to a shared folder (components, hooks, ui, api).',
    })),
    {
      target: REMOTE_SHARED_FOLDERS.map((folder) => `./${remote}/src/${folder}`),
      from: features.map((feature) => `./${remote}/src/${feature}`),
      message: 'A remote’s shared folders never import its features.',
    },
  ].filter((zone) => zone.from.length > 0);
});

const boundaryZones = [
  // Each remote deploys on its own: it reaches the others and the shell only through federation, never their source.
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message:
      'A remote never imports another app’s source; use what @kemet/platform and @kemet/ui offer or a federated module.',
  })),
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes through federation, never from their source.',
  },
  ...SERVER_DIRS.map((dir) => ({
    target: BROWSER_DIRS.map((browserDir) => `./${browserDir}`),
    from: `./${dir}`,
    // The test helpers (@kemet/tooling/testing) are imported by tests that live next to browser code.
    except: dir === 'shared/tooling' ? ['./testing'] : [],
    message:
      'Browser code never imports server or build code; put what both sides need in @kemet/platform (router, federation/contract, federation/pageParts).',
  })),
  {
    target: './shared',
    from: [...APPS, 'api', 'e2e', 'bench'].map((dir) => `./${dir}`),
    message: 'shared/ is what the apps stand on; it never imports one of them.',
  },
  {
    // The UI kit is the bottom of the stack: the platform uses it (the remote boundary's notice), so it uses no
    // platform.
    target: './shared/ui',
    from: './shared/platform',
    message: '@kemet/ui is stateless and imports no other Kemet package, so a remote may carry its own copy.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '**/.data*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...boundaryZones, ...featureZones] }],
      // Unused names are errors, except the ones named `_` on purpose (ignored arguments, rest-omitted fields).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and hooks, and stubs of async APIs, are async by contract without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // node:test's test() and describe() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // The jest configs and stubs are CommonJS files that Jest loads with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: BROWSER_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The API's schemas are TypeBox code: the browser takes only their types (@kemet/contract's Static<> types).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kemet/contract/schemas',
              message: 'Import the types from @kemet/contract.',
              allowTypeImports: true,
            },
            // The page's one i18next instance is the platform's: a second copy of either package would have none.
            {
              name: 'react-i18next',
              message: 'Import useTranslation from @kemet/platform, Trans from @kemet/platform/trans.',
            },
            { name: 'i18next', message: 'Use i18n and registerMessages from @kemet/platform.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/platform/src/i18n/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'shared/tooling/jestSetup.ts', 'shared/tooling/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // A test may render two features of its remote together; the boundaries between apps still hold.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: boundaryZones }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shared/tooling/testing/**', 'api/test/**', 'e2e/**'],
    rules: {
      // Tests read untyped JSON (inject().json(), response.json()) and jest.requireActual(), and assert on it: the
      // assertion is the check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // expect(api.method).toHaveBeenCalled() passes a method without calling it, which is what this rule guards
      // against.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['e2e/**'],
    // Playwright reads a fixture's dependencies from its destructured first parameter, so a fixture with none needs
    // `{}`.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  prettier,
);
