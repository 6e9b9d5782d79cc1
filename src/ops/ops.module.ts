import { Module } from '@nestjs/common';
import { OpsController, ServerController } from './ops.controller';
import { ReadinessRepository } from './readiness.repository';

@Module({ controllers: [OpsController, ServerController], providers: [ReadinessRepository] })
export class OpsModule {}
