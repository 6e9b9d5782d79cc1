import { Module } from '@nestjs/common';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { LabelEntity } from './label.entity';
import { LabelsController } from './labels.controller';
import { LabelsRepository } from './labels.repository';
import { LabelsService } from './labels.service';

@Module({
  controllers: [LabelsController],
  providers: [ownedRepositoryProvider(LabelEntity), LabelsRepository, LabelsService],
  exports: [LabelsService, LabelsRepository],
})
export class LabelsModule {}
