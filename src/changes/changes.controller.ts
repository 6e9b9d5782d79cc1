import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { CredentialsService } from '../auth/credentials.service';
import { ApiProblems } from '../common/http/decorators';
import { QueryInteger } from '../common/http/fields';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { ChangeFeed, ChangesService } from './changes.service';

export class ChangesQuery {
  @QueryInteger('Return changes with a sequence after this one (0 for everything retained)', 0, Number.MAX_SAFE_INTEGER, true)
  after!: string;

  @QueryInteger('Long-poll up to this many seconds for a change (default 0)', 0, 60)
  waitSeconds?: string;
}

class ChangeItemResponse {
  @ApiProperty({ enum: ['client', 'project', 'task', 'label', 'activity', 'workSession', 'profile', 'rate'] }) entityType!: string;
  @ApiProperty({ enum: ['created', 'updated', 'deleted'] }) changeType!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) sequence!: number;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
}

class ChangeFeedResponse {
  @ApiProperty({ type: [ChangeItemResponse] }) items!: ChangeItemResponse[];
  @ApiProperty({ type: 'integer', description: 'Pass as `after` next time; equals `after` when nothing changed' }) nextSequence!: number;
}

@ApiTags('changes')
@Controller('changes')
export class ChangesController {
  constructor(
    private readonly changes: ChangesService,
    private readonly credentials: CredentialsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Owner-scoped change feed; long-polls up to waitSeconds for a committed change' })
  @ApiOkResponse({ type: ChangeFeedResponse })
  @ApiProblems(400, 401, 403, 409, 422, 503)
  async feed(@Query() query: ChangesQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ChangeFeed> {
    const principal = RequestContext.principal()!;
    const aborted = new AbortController();
    // The response closing before it was written means the client went away: stop polling for it.
    // (The request's own 'close' fires as soon as its empty body is consumed, so it cannot tell.)
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) aborted.abort();
    });
    const recheck = async () => {
      if (!(await this.credentials.stillValid(principal)))
        throw Problem.unauthorized('The credential was revoked while waiting', 'invalid_token');
    };
    const feed = await this.changes.feed(BigInt(query.after), Number(query.waitSeconds ?? 0), recheck, aborted.signal);
    // Answered during shutdown: a kept-alive connection would hold the closing server open.
    if (this.changes.closing) reply.header('Connection', 'close');
    return feed;
  }
}
