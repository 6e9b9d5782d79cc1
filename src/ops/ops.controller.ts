import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { TokenRegistry } from '../auth/token-registry';
import { ApiProblems, Public } from '../common/http/decorators';
import { ProblemError } from '../common/http/problem';
import { formatInstant } from '../common/time/instant';
import { Clock } from '../common/time/clock';
import { Database } from '../db/database';
import { BuildInfo, readBuildInfo } from './build-info';
import { ReadinessRepository } from './readiness.repository';

class HealthCheck {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['UP', 'DOWN'] }) status!: string;
}

class HealthResponse {
  @ApiProperty({ enum: ['UP', 'DOWN'] }) status!: string;
  @ApiProperty({ type: [HealthCheck] }) checks!: HealthCheck[];
}

class ServerResponse {
  @ApiProperty() name!: string;
  @ApiProperty() version!: string;
  @ApiProperty() commit!: string;
  @ApiProperty({ format: 'date-time' }) builtAt!: string;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ format: 'date-time', description: 'The server clock, to nanoseconds' }) now!: string;
}

export const LIVE_PATH = '/q/health/live';
/** The liveness answer never varies; app.setup.ts also serves it straight from its onRequest hook. */
export const LIVE_RESPONSE: HealthResponse = Object.freeze({ status: 'UP', checks: Object.freeze([]) as unknown as HealthCheck[] });

@ApiTags('operations')
@Controller()
export class OpsController {
  constructor(
    private readonly db: Database,
    private readonly readiness: ReadinessRepository,
    private readonly registry: TokenRegistry,
  ) {}

  @Get('q/health/live')
  @Public()
  @ApiSecurity({})
  @ApiOperation({ summary: 'Liveness probe (no owner data)' })
  @ApiOkResponse({ type: HealthResponse })
  live(): HealthResponse {
    return LIVE_RESPONSE;
  }

  @Get('q/health/ready')
  @Public()
  @ApiSecurity({})
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness: database reachable, schema at the latest migration, token registry valid' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiProblems(503)
  async ready(): Promise<HealthResponse> {
    // Reachable, and not failing writes as unavailable (a full disk or a read-only primary answer
    // SELECT 1 but refuse every write: traffic must go elsewhere until they are taken again).
    const reachable = await this.readiness.reachable();
    const database = reachable && !this.db.health.failing;
    const schema = reachable && (await this.readiness.schemaIsCurrent());
    const registry = this.registry.current().valid;
    const checks = [
      { name: 'database', status: database ? 'UP' : 'DOWN' },
      { name: 'schema', status: schema ? 'UP' : 'DOWN' },
      { name: 'tokenRegistry', status: registry ? 'UP' : 'DOWN' },
    ];
    if (!(database && schema && registry)) {
      throw new ProblemError(503, 'NOT_READY', 'The service is not ready', { checks }, { 'Retry-After': '5' });
    }
    return { status: 'UP', checks };
  }
}

@ApiTags('operations')
@Controller('server')
export class ServerController {
  private readonly build: BuildInfo = readBuildInfo();
  private readonly startedAt = new Date().toISOString();

  constructor(private readonly clock: Clock) {}

  @Get()
  @ApiOperation({ summary: 'Build identity and timestamps' })
  @ApiOkResponse({ type: ServerResponse })
  @ApiProblems(400, 401, 403, 503)
  server(): ServerResponse {
    return { ...this.build, startedAt: this.startedAt, now: formatInstant(this.clock.nowNs()) };
  }
}
