import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import { buildSprite, iconNames, SPRITE_FILE } from '../../scripts/lib/icon-sprite.ts';
import * as icons from './icons';

const sprite = readFileSync(SPRITE_FILE, 'utf8');
const exported = Object.values(icons).filter((value): value is icons.IconComponent => typeof value === 'function' && 'iconName' in value);

describe('icon sprite', () => {
  it('is up to date with app/ui/icons.tsx (else run `npm run icons`)', () => {
    expect(sprite).toBe(buildSprite());
  });

  it('has a drawn symbol for every exported icon, and nothing else', () => {
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1]).sort()).toEqual(exported.map((icon) => icon.iconName).sort());
    for (const [, id, shapes] of ids) expect(shapes, id).toMatch(/^(<(path|circle|line|rect|polyline|polygon|ellipse) [^>]+\/>)+$/);
    expect(iconNames()).toHaveLength(exported.length);
  });

  it('draws an icon as a reference into the sprite, decorative unless named', () => {
    const { Phone, Star } = icons;
    expect(renderToStaticMarkup(<Phone className="h-4 w-4" />)).toMatch(
      /^<svg width="24" height="24" class="icon h-4 w-4" aria-hidden="true"><use href="\/[^"#:?]*icon-sprite[^"#:?]*\.svg#Phone"><\/use><\/svg>$/,
    );
    const named = renderToStaticMarkup(<Star aria-label="4 of 5" role="img" size={16} strokeWidth={1.5} />);
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="4 of 5"');
    expect(named).toContain('width="16"');
    expect(named).toContain('style="stroke-width:1.5"');
  });
});
