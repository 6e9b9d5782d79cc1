import { Module } from '@nestjs/common';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { RateEntity } from './rate.entity';
import { RatesController } from './rates.controller';
import { RatesRepository } from './rates.repository';
import { RatesService } from './rates.service';

@Module({
  controllers: [RatesController],
  providers: [ownedRepositoryProvider(RateEntity), RatesRepository, RatesService],
  exports: [RatesService, RatesRepository],
})
export class RatesModule {}
