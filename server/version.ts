/**
 * The running release (package.json's semver, CHANGELOG.md): shown in /api/health and the staff
 * console so an operator can tell what an instance runs (docs/upgrade.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './db/client';

export const APP_VERSION: string = (JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string })
  .version;
