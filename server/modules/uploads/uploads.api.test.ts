import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { uploads } from '@server/db/schema';
import { importDiskUploads } from './uploads.server';

const env = await setupTestApp();

describe('uploads in the database', () => {
  it('keeps an uploaded image in the database, not on the disk of the instance', async () => {
    const admin = await env.signInStaff('admin');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a73' } })
      .png()
      .toBuffer();
    const boundary = '----dbupload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/staff/uploads?kind=blog',
      payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await env.database.db.select().from(uploads);
    expect(`/api/uploads/${row?.name}`).toBe(res.json().data.url);
    expect((await sharp(row?.bytes).metadata()).format).toBe('webp');
  });

  it('copies the images an earlier version kept under DATA_DIR/uploads into the database, once', async () => {
    const dir = path.join(env.config.DATA_DIR, 'uploads');
    mkdirSync(dir, { recursive: true });
    const name = `${'ab'.repeat(16)}.webp`;
    writeFileSync(
      path.join(dir, name),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'not an upload');
    expect(await importDiskUploads(env.database.db, env.config.DATA_DIR)).toBe(1);
    expect(await importDiskUploads(env.database.db, env.config.DATA_DIR)).toBe(0);
    const served = await env.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
