/**
 * `npm run backup [-- --keep-days N]`: writes the database and the uploads folder to one file,
 * BACKUP_DIR/clinic-backup-<UTC date and time>.tar (BACKUP_DIR: DATA_DIR/backups by default), and
 * prints where and how big. With --keep-days, then deletes that folder's backups older than N
 * days. On PostgreSQL it runs while the app runs (pg_dump); the embedded database must be stopped
 * first (docs/backup.md, docs/decisions/0019-backups.md).
 */
import { parseArgs } from 'node:util';
import { BackupError, backupFolder, createBackup, describeBackup, pruneBackups, runTool, toolConfig } from './lib/backup.ts';

await runTool(async () => {
  let values;
  try {
    ({ values } = parseArgs({ options: { 'keep-days': { type: 'string' } } }));
  } catch (error) {
    throw new BackupError(`${(error as Error).message}. Usage: npm run backup [-- --keep-days N]`);
  }
  const keepDays = values['keep-days'] === undefined ? null : Number(values['keep-days']);
  if (keepDays !== null && !(Number.isInteger(keepDays) && keepDays >= 1))
    throw new BackupError('--keep-days must be a whole number of days from 1.');
  const config = toolConfig();
  const result = await createBackup(config);
  console.log(describeBackup(result));
  if (keepDays !== null) {
    const removed = pruneBackups(backupFolder(config), keepDays);
    if (removed.length)
      console.log(
        `Removed ${removed.length} backup${removed.length === 1 ? '' : 's'} older than ${keepDays} days from ${backupFolder(config)}.`,
      );
  }
});
