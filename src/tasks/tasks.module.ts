import { Module } from '@nestjs/common';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { ProjectsModule } from '../projects/projects.module';
import { TaskExternalReferenceEntity } from './task-external-reference.entity';
import { TaskEntity } from './task.entity';
import { TasksController } from './tasks.controller';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

@Module({
  imports: [ProjectsModule],
  controllers: [TasksController],
  providers: [ownedRepositoryProvider(TaskEntity), ownedRepositoryProvider(TaskExternalReferenceEntity), TasksRepository, TasksService],
  exports: [TasksService, TasksRepository],
})
export class TasksModule {}
