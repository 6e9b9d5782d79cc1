import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { ActivitiesModule } from '../activities/activities.module';
import { ClientsModule } from '../clients/clients.module';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { WorkSessionReportService } from './report/work-session-report.service';
import { UndoController } from './undo/undo.controller';
import { UndoOffersRepository } from './undo/undo-offers.repository';
import { UndoService } from './undo/undo.service';
import { UndoOfferEntity } from './undo-offer.entity';
import { WorkSessionEntity } from './work-session.entity';
import { WorkSessionsController } from './work-sessions.controller';
import { WorkSessionsRepository } from './work-sessions.repository';
import { WorkSessionsService } from './work-sessions.service';

/** Work sessions, their report and their undo offers (POST /undo/{id}). */
@Module({
  imports: [ActivitiesModule, ClientsModule, ProjectsModule],
  controllers: [WorkSessionsController, UndoController],
  providers: [
    ownedRepositoryProvider(WorkSessionEntity),
    ownedRepositoryProvider(UndoOfferEntity),
    WorkSessionsRepository,
    WorkSessionsService,
    WorkSessionReportService,
    UndoOffersRepository,
    UndoService,
  ],
  exports: [WorkSessionsService, WorkSessionsRepository],
})
export class WorkSessionsModule {}
