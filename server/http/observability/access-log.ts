/**
 * The request log: one line per request, written when its answer has gone out, with what the
 * two lines Fastify writes by default ("incoming request", "request completed") held between
 * them: method, URL, host, client address, status, response time and the request id
 * (decision 0010). Errors keep Fastify's own lines.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // A load balancer's health probe every few seconds, or a metrics scrape, would bury the real
    // requests: only one that fails is written.
    if (!error && reply.statusCode < 400 && isProbe(request.url)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const PROBES = ['/api/health', '/metrics'];

function isProbe(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return PROBES.some((probe) => path === probe || path.startsWith(`${probe}/`));
}

/**
 * Query parameters whose values name a person (the staff console's search: a patient's name or
 * phone) or are a secret (the WhatsApp webhook's verify token).
 */
const PERSONAL_PARAMETERS = new Set(['q', 'hub.verify_token']);

/**
 * A phone number as a path segment or the head of one: `/consultations/all/9812345678`, the
 * `<contact>_<id>` of older payment links (`/payment/9812345678_…`), with +91 or 91 in front.
 */
const PHONE_IN_PATH = /\/(?:(?:%2[Bb]|\+)?91)?\d{10}(?=[_/]|$)/g;

/** The URL as logged: phone numbers in the path and the values of personal query parameters are left out. */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  const path = (start === -1 ? url : url.slice(0, start)).replace(PHONE_IN_PATH, '/[phone]');
  if (start === -1) return path;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came
      }
      return PERSONAL_PARAMETERS.has(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}

/** How a request appears in a log line (Fastify's fields, with `loggedUrl`). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
