// `npm run icons`: rewrites app/ui/icon-sprite.svg from the icons exported by app/ui/icons.tsx.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSprite, iconNames, SPRITE_FILE } from './lib/icon-sprite.ts';

writeFileSync(SPRITE_FILE, buildSprite());
console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${iconNames().length} icons`);
// React's renderer holds a MessageChannel open, which would keep the process alive.
process.exit(0);
