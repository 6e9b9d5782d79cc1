import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../common/http/decorators';
import { UuidPipe } from '../../common/http/uuid.pipe';
import { IdempotentCommand } from '../../common/idempotency/idempotency.interceptor';
import { WorkSessionResponse } from '../dto/work-session.dto';
import { assertEmptyObjectBody } from '../../common/http/empty-body';
import { UndoService } from './undo.service';

@ApiTags('undo')
@Controller('undo')
export class UndoController {
  constructor(private readonly undo: UndoService) {}

  @Post(':id')
  @HttpCode(200)
  @IdempotentCommand()
  @ApiBody({
    required: true,
    description: 'The empty object {}',
    schema: { type: 'object', additionalProperties: false, maxProperties: 0 },
  })
  @ApiOperation({
    summary: 'Use an undo offer from a work-session edit or delete (X-Service-Undo: true)',
    description:
      'Restores the session with its original ID, instants and metadata at a newer version (an edit: current version + 1; a delete: the deleted version + 1). Repeating it after success returns the recorded result without writing, whatever the Idempotency-Key. 409 UNDO_CONFLICT when the session changed since the offer (or a restored running session would conflict with another running one); 410 UNDO_EXPIRED after 600 seconds; 404 for a missing or pruned offer.',
  })
  @ApiOkResponse({ type: WorkSessionResponse, description: 'The restored work session' })
  @ApiProblems(400, 401, 403, 404, 409, 410, 415, 503)
  restore(@Param('id', UuidPipe) id: string, @Body() body: unknown): Promise<WorkSessionResponse> {
    assertEmptyObjectBody(body, true);
    return this.undo.restore(id);
  }
}
