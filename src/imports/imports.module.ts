import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { ChangesModule } from '../changes/changes.module';
import { ClientsModule } from '../clients/clients.module';
import { LabelsModule } from '../labels/labels.module';
import { ProfileModule } from '../profile/profile.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { ImportsController } from './imports.controller';
import { ImportsRepository } from './imports.repository';
import { ImportAnalysis } from './import-analysis.service';
import { ImportBatchesService } from './import-batches.service';
import { ImportCatalogService } from './import-catalog.service';
import { ImportJobsService } from './import-jobs.service';
import { ImportTokens } from './import-tokens';
import { ImportUndoService } from './import-undo.service';

@Module({
  imports: [ActivitiesModule, ChangesModule, ClientsModule, LabelsModule, ProfileModule, ProjectsModule, TasksModule],
  controllers: [ImportsController],
  // Jobs (preview, create, read), batches (preview, commit), undo; the analysis, catalog and tokens they share.
  providers: [
    ImportsRepository,
    ImportAnalysis,
    ImportCatalogService,
    ImportTokens,
    ImportJobsService,
    ImportBatchesService,
    ImportUndoService,
  ],
})
export class ImportsModule {}
