/**
 * Response bodies prepared once and sent many times: the hottest public answers (active doctors,
 * blog pages, cached server-rendered pages) are serialized and compressed once per cache
 * generation, then every request just picks the encoding the client accepts.
 *
 * - gzip (level 9) and brotli (quality 10) are computed off the event loop (zlib's thread pool),
 *   once: far smaller than per-request compression could afford, and no CPU per request. Quality 10,
 *   not 11: a third of the CPU for 2-3 % more bytes (decision 0087); the pages an edit drops are compressed
 *   again after it (decisions 0073, 0088), 140 ms a page at 11.
 * - Only the two compressed bodies are kept (a page's HTML is 6-8 times their size: decision 0088);
 *   the rare client that accepts neither (a monitor, curl) gets the gzip body inflated for it.
 * - A strong ETag per encoding (hash of the bytes, and which coding they are sent in: a strong
 *   validator names one exact byte sequence, RFC 9110 8.8.1) lets browsers revalidate with
 *   `If-None-Match` and get a 304 with no body (decision 0035).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface PreparedBody {
  contentType: string;
  /** The body itself, inflated from `gzip` each time (about a millisecond for a page). */
  identity(): Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The strong ETag of each encoding of the body. */
  etags: Readonly<Record<Encoding, string>>;
}

type Encoding = 'identity' | 'gzip' | 'br';

export async function prepareBody(content: string | Buffer, contentType: string): Promise<PreparedBody> {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return {
    contentType,
    identity: () => zlib.gunzipSync(gz),
    gzip: gz,
    br,
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` },
  };
}

/**
 * The best encoding the `Accept-Encoding` header allows: br, then gzip, else none. A coding listed
 * with q=0 is refused; `*` stands for any coding not listed.
 */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const allowed = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    allowed.set(name, !(q && Number(q.slice(2)) === 0));
  }
  const accepts = (coding: string) => allowed.get(coding) ?? allowed.get('*') ?? false;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** True when `If-None-Match` names this ETag (or is `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Route options for a route that answers with `sendPrepared`: its bytes are compressed already, and
 * a GET has no body to decompress, so @fastify/compress's three hooks (run on every request of a
 * route otherwise) are left off it.
 */
export const PREPARED_ROUTE = { compress: false, decompress: false } as const;

/** Adds header names to `Vary`, keeping those already there (a page's language: server/http/pages/ssr.ts). */
export function addVary(reply: FastifyReply, ...names: string[]) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(list.map((name) => name.toLowerCase()));
  if (lower.has('*')) return;
  for (const name of names) if (!lower.has(name.toLowerCase())) list.push(name);
  reply.header('vary', list.join(', '));
}

/** Sends a prepared body (or 304) in the chosen encoding, with that encoding's ETag and `Vary: Accept-Encoding`. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  addVary(reply, 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = body.etags[encoding ?? 'identity'];
  reply.header('etag', etag);
  if (notModified(request, etag)) return reply.code(304).send();
  reply.type(body.contentType);
  if (!encoding) return reply.send(body.identity());
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}
