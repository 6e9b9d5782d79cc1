import pino, { Logger as PinoInstance } from 'pino';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { RequestContext } from '../context/request-context';

/**
 * Nest's start-up chatter (one line per module and per route) drowns the few lines an operator
 * reads; it stays available at debug.
 */
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Requests an operator does not want at info: probes and static assets. */
export function isQuietPath(path: string): boolean {
  return (
    path.startsWith('/q/health/') ||
    path === '/web' ||
    path.startsWith('/web/') ||
    path.startsWith('/api/v1/docs/') ||
    path === '/favicon.ico'
  );
}

/**
 * The one pino instance of the process: Fastify logs through it (request lines carry its `reqId`)
 * and Nest's Logger writes to it through nestjs-pino, so every line is the same JSON shape.
 */
/**
 * A request's path as it may be logged: without the query string (it may hold search terms), and
 * with anything shaped like a credential (`<prefix>_<32 hex>_<secret>`, a token or session pasted
 * into a path by mistake) censored.
 */
export function loggablePath(url: string): string {
  return url.split('?')[0].replace(/[A-Za-z]+_[0-9a-fA-F]{32}_[^/]*/g, '[redacted]');
}

export function createRootLogger(level: string, destination?: pino.DestinationStream): PinoInstance {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      base: { pid: process.pid },
      // Credentials never reach the logs: requests are logged by method and path only (no headers,
      // no query string), and anything shaped like a credential is censored if it is ever passed.
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, path: loggablePath(request.url) }),
        err: pino.stdSerializers.err,
      },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'headers.cookie',
          '*.headers.cookie',
          'databaseUrl',
          'databaseListenUrl',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * nestjs-pino keeps its out-of-request logger in a module-wide variable (the first app's wins); each
 * app here (the e2e specs start several in one process) keeps its own.
 */
class InstancePinoLogger extends PinoLogger {
  constructor(private readonly root: PinoInstance) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): PinoInstance {
    return RequestContext.get()?.logger ?? this.root;
  }
}

/** Nest's Logger over the shared pino instance, with the start-up chatter moved to debug. */
export class AppLogger extends NestPinoLogger {
  constructor(root: PinoInstance) {
    super(new InstancePinoLogger(root), {});
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && CHATTY_CONTEXTS.has(context)) return super.debug(message, ...optionalParams);
    return super.log(message, ...optionalParams);
  }
}
