/**
 * `npm run restore -- <backup file> [--yes] [--force]`: puts back the database and the uploads
 * folder of a file written by `npm run backup`. Refuses to replace a database or uploads folder
 * that holds data without --yes, a DATABASE_URL on another host without --force, and an
 * embedded database a running server holds, or a PostgreSQL database others are connected to.
 * Without a file, lists the backups of BACKUP_DIR.
 */
import { parseArgs } from 'node:util';
import { BackupError, backupFolder, describeRestore, listBackups, restoreBackup, runTool, toolConfig } from './lib/backup.ts';
import { remoteHost } from './lib/remote-host.ts';

await runTool(async () => {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean' }, force: { type: 'boolean' } } });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}. Usage: npm run restore -- <backup file> [--yes] [--force]`);
  }
  const { values, positionals } = parsed;
  const config = toolConfig();
  const host = remoteHost(config.DATABASE_URL);
  if (host && !values.force)
    throw new BackupError(`Refusing to restore into the database on ${host}: not a local host. Add --force if you really mean it.`);
  const [file, ...extra] = positionals;
  if (!file || extra.length) {
    const folder = backupFolder(config);
    const backups = listBackups(folder);
    const list = backups.length
      ? `Backups in ${folder}, newest first:\n${backups.map((b) => `  ${b.file}`).join('\n')}`
      : `No backups in ${folder}.`;
    throw new BackupError(`Usage: npm run restore -- <backup file> [--yes] [--force]\n${list}`);
  }
  const manifest = await restoreBackup(config, { file, yes: values.yes ?? false });
  console.log(describeRestore(file, manifest));
});
