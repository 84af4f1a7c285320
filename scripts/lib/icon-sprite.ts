/**
 * Builds app/ui/icon-sprite.svg: one <symbol> per icon exported by app/ui/icons.tsx, drawn by
 * Lucide. Lucide's components are rendered to markup here, at build time, so the app ships their
 * paths once, in the sprite, and not a component per icon.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ICONS_MODULE = path.join(root, 'app/ui/icons.tsx');
export const SPRITE_FILE = path.join(root, 'app/ui/icon-sprite.svg');

/** The names given to `icon('…')` in app/ui/icons.tsx, in their order there. */
export function iconNames(source = readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...source.matchAll(/\bicon\('([A-Za-z0-9]+)'\)/g)].map((m) => m[1]!);
}

/** One icon's shapes: what Lucide draws inside its <svg>, without the wrapper's attributes. */
export function iconShapes(name: string): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`Unexpected markup for ${name}: ${markup.slice(0, 80)}`);
  // React writes empty elements as <path ...></path>: the sprite is XML, so self-close them.
  return inner.replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>');
}

export function buildSprite(names = iconNames()): string {
  const symbols = names.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconShapes(name)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
