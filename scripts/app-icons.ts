// `npm run icons:app`: renders the manifest's PNG icons from public/favicon.svg (scripts/lib/app-icons.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ICONS, renderAppIcon } from './lib/app-icons.ts';

for (const icon of APP_ICONS) {
  const file = path.resolve(import.meta.dirname, '../public', icon.file);
  writeFileSync(file, await renderAppIcon(icon));
  console.log(`public/${icon.file}: ${icon.size} px${icon.maskable ? ', maskable' : ''}`);
}
