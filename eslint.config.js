import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const processEnv = { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings in config.ts only.' };
const querySql = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|executeQuery)$/]",
    message: "SQL lives in the module's repository.ts (or a migration); call the repository through its service.",
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: "SQL lives in the module's repository.ts (or a migration)." },
];

// The import directions of docs/architecture.md, in import paths as they are written.
const otherModuleInternals = {
  regex: '^\\.\\./(?!\\.\\.?/)(?!mail/mailer\\.ts$)[^/]+/(?!service\\.ts$)',
  message: "A module reaches another module through that module's service.ts only (mail: mailer.ts), never its repository or helpers.",
};
const anyOtherModule = {
  regex: '^\\.\\./(?!\\.\\./)',
  message: "routes.ts binds the endpoint table to its own module's service; what it needs from another module comes through that service.",
};
const ownRepository = { regex: '^\\./([a-z-]+-)?repository\\.ts$', message: 'routes.ts calls the service, never the repository.' };
const anyRepository = {
  regex: '(^|/)modules/[^/]+/([a-z-]+-)?repository\\.ts$',
  message: "Only a module's own files (and the wiring in app.ts) import its repository; use the module's service.",
};
const anyModule = { regex: '(^|/)modules/', message: 'http/, ai/ and db/ sit below the modules and import none of them.' };
// A released migration never changes: it may not follow live code.
const liveCode = {
  regex: '^(?!kysely$|\\./run-sql\\.ts$)',
  message: 'A migration is frozen once released: it imports kysely and ./run-sql.ts only, never live code (copy what it needs).',
};
const anyFeature = { regex: '(^|/)features(/|$)', message: 'lib/ and components/ sit below the features and import none of them.' };
// wouter's Redirect navigates only when it mounts; the app's (lib/location.tsx) follows its target.
const wouterRedirect = { group: ['wouter'], importNames: ['Redirect'], message: "Use Redirect from lib/location.tsx: wouter's navigates only once, when it mounts." };
// The page's first Intl formatter loads the locale's data (tens of ms on a phone): make it on first use (lib/date-format.ts).
const intlAtLoad = {
  selector: ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.object.name='Intl']",
  message: 'Make an Intl formatter on first use (lib/date-format.ts), not when the module loads.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A feature's file `depth` folders below the feature's own folder: one more `../` than that leaves the feature.
const featureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrict(
    {
      regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`,
      message: "A feature never imports another feature: move what both use to components/ or lib/.",
    },
    wouterRedirect,
  ),
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/.artifacts/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/repository.ts', '**/*-repository.ts', 'apps/server/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', processEnv, ...querySql] },
  },
  { files: ['apps/server/src/modules/*/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(otherModuleInternals) },
  { files: ['apps/server/src/modules/*/routes.ts'], rules: restrict(otherModuleInternals, anyOtherModule, ownRepository) },
  { files: ['apps/server/src/*.ts', 'apps/server/src/cli/*.ts'], ignores: ['apps/server/src/app.ts', '**/*.test.ts'], rules: restrict(anyRepository) },
  { files: ['apps/server/src/{http,ai,db}/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(anyModule) },
  { files: ['apps/server/src/db/migrations/0*.ts'], rules: restrict(liveCode) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', processEnv, intlAtLoad] } },
  ...featureBoundaries,
  { files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'], ignores: ['apps/web/src/lib/location.tsx'], rules: restrict(anyFeature, wouterRedirect) },
  { files: ['apps/web/src/lib/location.tsx'], rules: restrict(anyFeature) },
  { files: ['apps/web/src/app/**/*.{ts,tsx}'], rules: restrict(wouterRedirect) },
  {
    files: ['apps/server/src/config.ts', 'apps/server/test/**', 'playwright.config.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
