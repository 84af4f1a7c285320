/**
 * Images staff upload (doctor photos, blog images): checked by content (JPEG, PNG or WebP, not by
 * the name the browser gives), size and dimensions limited, re-encoded and resized with sharp
 * (which also drops metadata such as GPS), stored as `<random>.webp` in the `uploads` table, so that
 * every instance on the database serves them and backups of the database include them (decision
 * 0011). Images of an installation that kept them under DATA_DIR/uploads are copied into the table
 * at start (`importDiskUploads`).
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_NAME, UPLOAD_URL_PREFIX } from '@core/schemas/staff/staff';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { uploads } from '@server/db/schema';
import { BadRequest, NotFound } from '@server/domain/errors';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_MAX_SIDE = 8000;
const TARGET: Record<UploadKind, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  doctor: { width: 600, height: 600, fit: 'cover' },
  blog: { width: 1600, height: 1200, fit: 'inside' },
};
export type UploadKind = 'doctor' | 'blog';

/** Where earlier versions kept uploads (on one host's disk). */
function legacyUploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** The image format from the first bytes, or null. */
function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export async function storeImage(
  ctx: AppContext,
  bytes: Buffer,
  kind: UploadKind,
): Promise<{ url: string; width: number; height: number }> {
  if (bytes.length === 0) throw new BadRequest('staff.uploadEmpty');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new BadRequest('staff.uploadTooLarge');
  if (!sniffImage(bytes)) throw new BadRequest('staff.uploadType');
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE }).metadata();
  } catch {
    throw new BadRequest('staff.uploadUnreadable');
  }
  if (!meta.width || !meta.height || meta.width > UPLOAD_MAX_SIDE || meta.height > UPLOAD_MAX_SIDE)
    throw new BadRequest('staff.uploadDimensions');
  const target = TARGET[kind];
  let output;
  try {
    output = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE })
      .rotate()
      .resize({ width: target.width, height: target.height, fit: target.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BadRequest('staff.uploadUnreadable');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await ctx.db.insert(uploads).values({ name, contentType: 'image/webp', bytes: output.data });
  return { url: `${UPLOAD_URL_PREFIX}${name}`, width: output.info.width, height: output.info.height };
}

/** Reads a stored upload; names are checked against the pattern. */
export async function readUpload(ctx: AppContext, name: string): Promise<{ bytes: Buffer; contentType: string }> {
  if (!UPLOAD_NAME.test(name)) throw new NotFound('staff.uploadNotFound');
  const [row] = await ctx.db.select({ bytes: uploads.bytes, contentType: uploads.contentType }).from(uploads).where(eq(uploads.name, name));
  if (!row) throw new NotFound('staff.uploadNotFound');
  return row;
}

/** Copies images kept under DATA_DIR/uploads by earlier versions into the table (once; the files stay). */
export async function importDiskUploads(db: Db, dataDir: string): Promise<number> {
  const dir = legacyUploadsDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => UPLOAD_NAME.test(name));
  let imported = 0;
  for (const name of names) {
    const rows = await db
      .insert(uploads)
      .values({ name, contentType: 'image/webp', bytes: await readFile(path.join(dir, name)) })
      .onConflictDoNothing()
      .returning({ name: uploads.name });
    imported += rows.length;
  }
  return imported;
}
