import { Body, Controller, Module, Post } from '@nestjs/common';
import { ClientsModule } from '../../src/clients/clients.module';
import { ClientsService } from '../../src/clients/clients.service';
import { ClientInput, ClientResponse } from '../../src/clients/dto/client.dto';
import { CreatedAt } from '../../src/common/http/decorators';
import { IdempotentCommand } from '../../src/common/idempotency/idempotency.interceptor';

/**
 * A test-only command route over the real receipt store: "create a client" as an idempotent command,
 * so the mechanism is exercised over HTTP independently of the domain commands built on it.
 */
@Controller('test-commands')
class CommandFixtureController {
  constructor(private readonly clients: ClientsService) {}

  @Post('clients')
  @IdempotentCommand()
  @CreatedAt('clients')
  create(@Body() body: ClientInput): Promise<ClientResponse> {
    return this.clients.create(body);
  }
}

@Module({ imports: [ClientsModule], controllers: [CommandFixtureController] })
export class CommandFixtureModule {}
