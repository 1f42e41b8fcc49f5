import tseslint from 'typescript-eslint';

export default tseslint.config(
  // public/models/ holds the copied onnxruntime bundle (scripts/copy-segment-model.mjs), not our code.
  { ignores: ['dist/**', 'dist-emulator/**', 'public/models/**', '.tmp/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
);
