import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from './error-log';
import { renderProblem } from './problem.render';
import { clearStatusOverride } from './response-writer';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const problemCodes = new WeakMap<FastifyReply, string>();

/** The problem `code` a reply was answered with, for the request log line. */
export function problemCodeOf(reply: FastifyReply): string | undefined {
  return problemCodes.get(reply);
}

export function sendProblem(error: unknown, request: FastifyRequest, reply: FastifyReply, logger: Pick<Logger, 'error'>): void {
  const problem = renderProblem(error, request.id);
  if (problem.unexpected) {
    logger.error({ err: loggableError(error), requestId: request.id }, 'unhandled error');
  }
  problemCodes.set(reply, String(problem.body.code));
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  // Errors are never cached or tagged.
  reply.removeHeader('etag');
  reply.removeHeader('location');
  clearStatusOverride(reply);
  reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem.body));
}

/** The one place domain and framework errors become RFC 9457 problem+json. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendProblem(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), this.logger);
  }
}
