import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, frameworkCompileHints } from './compile-hints.ts';

type GenerateBundle = (options: unknown, bundle: Record<string, unknown>) => void;

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds, code: 'export{}' });

describe('the framework chunks carry V8’s compile hint', () => {
  const bundle = {
    'assets/entry.client-a.js': chunk('assets/entry.client-a.js', [
      '/app/node_modules/scheduler/index.js',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/app/entry.client.tsx',
    ]),
    'assets/jsx-runtime-b.js': chunk('assets/jsx-runtime-b.js', [
      '\0rolldown/runtime.js',
      '/app/node_modules/react/cjs/react.production.js',
      '/app/node_modules/react-router/dist/production/chunk.mjs',
    ]),
    'assets/windows-c.js': chunk('assets/windows-c.js', ['C:\\app\\node_modules\\react-router\\dist\\index.mjs']),
    'assets/home-d.js': chunk('assets/home-d.js', ['/app/app/routes/site/home.tsx']),
    'assets/lucide-e.js': chunk('assets/lucide-e.js', ['/app/node_modules/lucide-react/dist/esm/icons/star.js']),
    'assets/react-lookalike-f.js': chunk('assets/react-lookalike-f.js', [
      '/app/node_modules/react-hook-form/dist/index.js',
    ]),
    'assets/root-g.css': { type: 'asset', fileName: 'assets/root-g.css', source: 'body{}' },
  };
  (frameworkCompileHints().generateBundle as unknown as GenerateBundle)({}, bundle);
  const code = (name: keyof typeof bundle) => (bundle[name] as { code?: string }).code;

  it('on the first line of React DOM’s, React’s and React Router’s chunks, whatever the path separator', () => {
    for (const name of ['assets/entry.client-a.js', 'assets/jsx-runtime-b.js', 'assets/windows-c.js'] as const) {
      expect(code(name)).toBe(`${COMPILE_HINT}\nexport{}`);
    }
  });

  it('not on the app’s own chunks, nor on other libraries’ (react-hook-form is not React)', () => {
    for (const name of ['assets/home-d.js', 'assets/lucide-e.js', 'assets/react-lookalike-f.js'] as const) {
      expect(code(name)).toBe('export{}');
    }
    expect(bundle['assets/root-g.css']).toEqual({ type: 'asset', fileName: 'assets/root-g.css', source: 'body{}' });
  });
});
