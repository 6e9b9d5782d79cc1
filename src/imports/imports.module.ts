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
import { ImportsService } from './imports.service';

@Module({
  imports: [ActivitiesModule, ChangesModule, ClientsModule, LabelsModule, ProfileModule, ProjectsModule, TasksModule],
  controllers: [ImportsController],
  providers: [ImportsRepository, ImportsService],
})
export class ImportsModule {}
