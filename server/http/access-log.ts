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
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
