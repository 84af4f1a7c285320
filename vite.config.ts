import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '~': dir('./app'),
  '@core': dir('./core'),
  '@content': dir('./content'),
  '@server': dir('./server'),
};

const rootModule = dir('./app/root.tsx');

/**
 * Every page loads the root route and what it imports statically. Left to itself, Rolldown splits
 * those modules into ~25 small shared chunks (one per lucide icon, per helper) because route
 * chunks share them too; each file is gzipped alone, so together they cost several KiB more than
 * one file. This puts all of them in one `shell` chunk (loaded by every page anyway). Lucide's
 * index imports every icon, so the walk does not go through it: it takes the icons the shell's
 * files name in their `from 'lucide-react'` imports.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  const lucideIndex = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  const iconsDir = dir('./node_modules/lucide-react/dist/esm/icons/');
  const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();
  const iconsNamedIn = (file: string) => {
    if (file.includes('node_modules') || !/\.tsx?$/.test(file) || !existsSync(file)) return [];
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => `${iconsDir}${kebab(n)}.mjs`),
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
    }
    return shell.has(id) && !/\.css($|\?)/.test(id) ? 'shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: shellChunk() }] } } },
  },
}));
