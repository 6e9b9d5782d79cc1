import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { ActivityInputs } from './activity-inputs';
import { DailyRecords } from './daily-records';
import { DayBoundariesService } from './day-boundaries.service';
import { TimeEntriesController } from './time-entries.controller';
import { TimeEntriesService } from './time-entries.service';
import { TrackingService } from './tracking.service';

@Module({
  controllers: [ActivitiesController, TimeEntriesController],
  providers: [
    ActivitiesRepository,
    ActivityInputs,
    DailyRecords,
    ActivitiesService,
    TrackingService,
    DayBoundariesService,
    TimeEntriesService,
  ],
  // DailyRecords: for writers of intervals elsewhere (imports) that must store daily records the same way.
  // ActivitiesService: its reads for other modules (the work-session report's overlapping intervals).
  exports: [ActivitiesRepository, ActivitiesService, DailyRecords, DayBoundariesService],
})
export class ActivitiesModule {}
