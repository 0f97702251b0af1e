import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/.artifacts/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings in config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/test/**', 'playwright.config.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
