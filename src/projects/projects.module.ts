import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { ProjectEntity } from './project.entity';
import { ProjectsController } from './projects.controller';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

@Module({
  imports: [ClientsModule],
  controllers: [ProjectsController],
  providers: [ownedRepositoryProvider(ProjectEntity), ProjectsRepository, ProjectsService],
  exports: [ProjectsService, ProjectsRepository],
})
export class ProjectsModule {}
