import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { ClientsModule } from '../clients/clients.module';
import { InterchangeController } from './interchange.controller';
import { InterchangeRepository } from './interchange.repository';
import { InterchangeService } from './interchange.service';

/** Portable interchange: GET /export and POST /import (service-domain v1..v3, CSV archives v1..v3). */
@Module({
  imports: [ActivitiesModule, ClientsModule],
  controllers: [InterchangeController],
  providers: [InterchangeRepository, InterchangeService],
})
export class InterchangeModule {}
