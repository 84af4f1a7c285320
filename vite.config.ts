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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: { assetsInlineLimit: 0 },
});
