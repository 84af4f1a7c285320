/** Decodes a QR code from a PNG data URL (what the payment screen shows), for tests. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function decodeQrDataUrl(dataUrl: string): string | null {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const png = PNG.sync.read(Buffer.from(match[1], 'base64'));
  const result = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return result?.data ?? null;
}
