import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '~': dir('./app'),
  '@core': dir('./core'),
  '@content': dir('./content'),
  '@server': dir('./server'),
};

const rootModule = dir('./app/root.tsx');

/**
 * Also loaded by every page, each as its own small file otherwise: react-dom's index (the client
 * entry's react-dom/client imports it). Rolldown's runtime helpers cannot be grouped (they are
 * not modules of the graph) and stay a file of their own.
 */
const alsoInShell = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

/**
 * Small modules that most public pages import (page meta, structured data, the clinic's details):
 * in the shell chunk they cost the home page nothing (it loads all but page-meta, ~0.3 KiB) and
 * save each page requests.
 */
const sharedByPages = [dir('./app/features/seo/meta.ts'), dir('./app/features/seo/json-ld.tsx'), dir('./core/clinic.ts')];

/**
 * Every page loads the root route and what it imports statically. Left to itself, Rolldown splits
 * those modules into ~25 small shared chunks (one per lucide icon, per helper) because route
 * chunks share them too; each file is gzipped alone, so together they cost several KiB more than
 * one file. This puts all of them in one `shell` chunk (loaded by every page anyway). Lucide's
 * index imports every icon, so the walk does not go through it: it takes the icons the shell's
 * files name in their `from 'lucide-react'` imports. The `sharedByPages` modules join the shell.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  const lucideIndex = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  const iconsDir = dir('./node_modules/lucide-react/dist/esm/icons/');
  // Icon name -> its file, from lucide's index (`export { default as CheckCircle2, ... } from './icons/circle-check.mjs'`).
  const iconFiles = new Map<string, string>();
  const index = readFileSync(dir('./node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  for (const [, names = '', file = ''] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) iconFiles.set(name, `${iconsDir}${file}`);
  }
  const iconsNamedIn = (file: string) => {
    if (file.includes('node_modules') || !/\.tsx?$/.test(file) || !existsSync(file)) return [];
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(',')
        .map((n) => iconFiles.get(n.trim().split(/\s+as\s+/)[0] ?? ''))
        .filter((f): f is string => !!f),
    );
  };
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!shell) {
      shell = new Set();
      const queue = [rootModule];
      while (queue.length) {
        const next = queue.pop() as string;
        if (shell.has(next)) continue;
        shell.add(next);
        if (lucideIndex.test(next)) continue;
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []), ...iconsNamedIn(next));
      }
      shell.delete(rootModule);
      for (const id of sharedByPages) shell.add(id);
    }
    if (alsoInShell.test(id)) return 'shell';
    return shell.has(id) && !/\.css($|\?)/.test(id) ? 'shell' : null;
  };
}

/**
 * The other lucide icons (the shell group takes its own first): one small chunk instead of one
 * file per icon. /services/:id needed eight icon files; each file is a request, and on HTTP/1.1 a
 * browser runs at most six at once.
 */
const iconsChunk = { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ };

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on the
 * main thread at their first call. Given to the two chunks every page runs at load: the client
 * entry (react-dom) and the shell (React, the router, the site's frame). Lighthouse A/B, 9 runs
 * each, interleaved: script boot-up time of / 1 966 -> 1 677 ms, /book-consultation 1 433 -> 1 305
 * ms (medians); performance medians 86 -> 91 and 91 -> 93. Other browsers ignore the comment.
 * Added last (Vite puts its preload map at the top of the shell when it renders the chunk), as the
 * file's first line; a source map, when built (SOURCEMAP=1), moves down a line with it. The file names' hashes
 * are worked out before this and do not cover the comment, which changes no behaviour.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  const hinted = (chunk: OutputChunk) => chunk.name === 'shell' || (chunk.isEntry && chunk.name === 'entry.client');
  return {
    name: 'clinic:compile-hints',
    apply: (_, env) => !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // With SOURCEMAP=1 the map is already an asset of the bundle by now: one line down.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), compileHints()],
  resolve: { alias: aliases },
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: shellChunk(), priority: 1 }, iconsChunk] } } },
  },
}));
