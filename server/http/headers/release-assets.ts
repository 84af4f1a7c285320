/**
 * The hashed assets of the other releases installed beside this one
 * (docs/decisions/0040-release-switch-and-rolling-restart.md). A page rendered by the previous
 * release asks for its own JS and CSS after the switch, and during a rolling restart a page of the
 * new release may ask an instance of the old one: neither build has the other's files. When the
 * app runs from a release folder (`/opt/sarona-clinic/releases/<name>`, unpacked from
 * `npm run release`, which puts `release.json` at its top), the other release folders beside it
 * are looked in too, newest first. Keeping a release folder keeps its assets served; removing it
 * (docs/upgrade.md keeps the last three) ends them. A source checkout has no `release.json`: no
 * other folder is ever looked in.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file `npm run release` puts at the top of a release (scripts/release.mjs). */
export const RELEASE_MARKER = 'release.json';
/** A hashed asset's name: no folder, no dot-dot. */
const ASSET_NAME = /^[\w-][\w.-]*$/;
const LISTED_FOR_MS = 5_000;

/**
 * The `build/client/assets` folders of the other releases beside `root` (a release's folder),
 * newest first, listed again at most every few seconds; none when `root` is not a release.
 */
export function otherReleaseAssets(root: string): () => string[] {
  const self = realpathSync(root);
  if (!existsSync(path.join(self, RELEASE_MARKER))) return () => [];
  const releases = path.dirname(self);
  let listed: string[] = [];
  let listedAt = -Infinity;
  return () => {
    if (Date.now() - listedAt < LISTED_FOR_MS) return listed;
    listedAt = Date.now();
    try {
      listed = readdirSync(releases, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(releases, entry.name))
        .filter((dir) => dir !== self && existsSync(path.join(dir, RELEASE_MARKER)) && existsSync(path.join(dir, 'build/client/assets')))
        .map((dir) => ({ dir: path.join(dir, 'build/client/assets'), at: statSync(path.join(dir, RELEASE_MARKER)).mtimeMs }))
        .sort((a, b) => b.at - a.at)
        .map((entry) => entry.dir);
    } catch {
      listed = [];
    }
    return listed;
  };
}

/** The other release's assets folder that has `name`, if any. */
export function findReleaseAsset(dirs: string[], name: string): string | undefined {
  if (!ASSET_NAME.test(name)) return undefined;
  return dirs.find((dir) => existsSync(path.join(dir, name)));
}
