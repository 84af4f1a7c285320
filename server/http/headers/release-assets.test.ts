import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findReleaseAsset, otherReleaseAssets, RELEASE_MARKER } from './release-assets';

const releases = mkdtempSync(path.join(os.tmpdir(), 'clinic-releases-'));
afterAll(() => rmSync(releases, { recursive: true, force: true }));

function release(name: string, assets: string[], marked = true) {
  const dir = path.join(releases, name);
  mkdirSync(path.join(dir, 'build/client/assets'), { recursive: true });
  if (marked) writeFileSync(path.join(dir, RELEASE_MARKER), '{}');
  for (const a of assets) writeFileSync(path.join(dir, 'build/client/assets', a), a);
  return dir;
}

describe('the assets of the releases beside this one', () => {
  it("serves another release's hashed file, never one outside an assets folder", () => {
    const current = release('sarona-clinic-1.1.0', ['root-NEW.css']);
    release('sarona-clinic-1.0.0', ['root-OLD.css']);
    release('a-checkout', ['root-ELSE.css'], false);
    const dirs = otherReleaseAssets(current)();
    expect(dirs).toEqual([path.join(releases, 'sarona-clinic-1.0.0/build/client/assets')]);
    expect(findReleaseAsset(dirs, 'root-OLD.css')).toBe(dirs[0]);
    expect(findReleaseAsset(dirs, 'root-ELSE.css')).toBeUndefined();
    for (const bad of ['../RELEASE_MARKER', '..', '.', '../../release.json', 'a/b.js', ''])
      expect(findReleaseAsset(dirs, bad)).toBeUndefined();
  });

  it('looks nowhere else when the app does not run from a release (a checkout)', () => {
    const checkout = release('checkout', ['x.js'], false);
    release('sarona-clinic-0.9.0', ['y.js']);
    expect(otherReleaseAssets(checkout)()).toEqual([]);
  });
});
