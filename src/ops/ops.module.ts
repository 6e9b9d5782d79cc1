import { Module } from '@nestjs/common';
import { OpsController, ServerController } from './ops.controller';

@Module({ controllers: [OpsController, ServerController] })
export class OpsModule {}
