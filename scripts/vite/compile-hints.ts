import type { Plugin } from 'vite';

/** V8's explicit compile hint: the whole file is compiled eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** React, React DOM and React Router: code a page runs almost all of while it hydrates. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * Puts V8's explicit compile hint on the first line of each browser chunk holding the framework
 * (v8.dev/blog/explicit-compile-hints, Chrome 136 and later; other browsers read a comment).
 * Without it, V8 compiles a function lazily, on the main thread, the first time hydration calls
 * it; with it, Chrome compiles the whole file on a background thread while it downloads. Traced
 * on home at 4× CPU: main-thread compile time 320–494 ms without, 195–217 ms with (ADR 016's
 * addendum). Only those chunks: the app's own code runs a page's share of it, and eager compiling
 * of the rest would be spent on nothing. Only the client environment: the server never streams.
 */
export function frameworkCompileHints(): Plugin {
  return {
    name: 'atelier:framework-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After minification, which drops comments: the chunk's name keeps the hash of its content
    // without the line, which this plugin always adds, so a name still means one content.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!chunk.moduleIds.some((id) => FRAMEWORK.test(id.replaceAll('\\', '/')))) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}
