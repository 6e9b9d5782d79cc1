import { Module } from '@nestjs/common';
import { ownedRepositoryProvider } from '../db/owned-repository';
import { ClientEntity } from './client.entity';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

@Module({
  controllers: [ClientsController],
  providers: [ownedRepositoryProvider(ClientEntity), ClientsRepository, ClientsService],
  exports: [ClientsService, ClientsRepository],
})
export class ClientsModule {}
