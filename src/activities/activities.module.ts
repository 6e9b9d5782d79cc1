import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { ActivityInputs } from './activity-inputs';
import { DailyRecords } from './daily-records';
import { DayBoundariesService } from './day-boundaries.service';
import { TrackingService } from './tracking.service';

@Module({
  controllers: [ActivitiesController],
  providers: [ActivitiesRepository, ActivityInputs, DailyRecords, ActivitiesService, TrackingService, DayBoundariesService],
  exports: [ActivitiesRepository, DayBoundariesService],
})
export class ActivitiesModule {}
