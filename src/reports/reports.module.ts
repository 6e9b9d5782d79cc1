import { Module } from '@nestjs/common';
import { ReportCache } from './report-cache';
import { ReportCatalogRepository } from './report-catalog.repository';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { SummaryService } from './summary.service';

@Module({
  controllers: [ReportsController],
  providers: [ReportCache, ReportsRepository, ReportCatalogRepository, ReportsService, SummaryService],
})
export class ReportsModule {}
