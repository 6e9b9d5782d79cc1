import { DynamicModule, Module, Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ActivitiesModule } from './activities/activities.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { ChangesModule } from './changes/changes.module';
import { ClientsModule } from './clients/clients.module';
import { LabelsModule } from './labels/labels.module';
import { ProjectsModule } from './projects/projects.module';
import { TasksModule } from './tasks/tasks.module';
import { CommonModule } from './common/common.module';
import { ProblemFilter } from './common/http/problem.filter';
import { StrictValidationPipe } from './common/http/validation.pipe';
import { Clock, SystemClock } from './common/time/clock';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DbModule } from './db/db.module';
import { ENTITIES } from './entities';
import { OpsModule } from './ops/ops.module';
import { OwnersModule } from './owners/owners.module';
import { ProfileModule } from './profile/profile.module';
import { ReportsModule } from './reports/reports.module';
import { SettingsModule } from './settings/settings.module';
import { WorkSessionsModule } from './work-sessions/work-sessions.module';
import { InterchangeModule } from './interchange/interchange.module';
import { ImportsModule } from './imports/imports.module';
import { RatesModule } from './rates/rates.module';
import { McpModule } from './mcp/mcp.module';

export interface AppOptions {
  /** Tests inject a controllable clock; the server uses the system clock. */
  clock?: Clock;
  /** Extra modules (test fixtures). */
  imports?: Array<Type | DynamicModule>;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ScheduleModule.forRoot(),
        DbModule.forRoot(ENTITIES),
        CommonModule,
        ClockModule.forRoot(options.clock ?? new SystemClock()),
        SettingsModule,
        AdminModule,
        OwnersModule,
        AuthModule,
        ChangesModule,
        OpsModule,
        ClientsModule,
        ProjectsModule,
        TasksModule,
        LabelsModule,
        ProfileModule,
        ActivitiesModule,
        ReportsModule,
        WorkSessionsModule,
        InterchangeModule,
        ImportsModule,
        RatesModule,
        McpModule,
        ...(options.imports ?? []),
      ],
      providers: [
        { provide: APP_PIPE, useClass: StrictValidationPipe },
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
    };
  }
}

@Module({})
class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return { module: ClockModule, global: true, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
