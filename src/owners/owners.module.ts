import { Global, Module } from '@nestjs/common';
import { OwnersRepository } from './owners.repository';
import { OwnersService } from './owners.service';

/** Owners, their one-time initialisation and the start-up tasks (global: auth and the catalog modules register with it). */
@Global()
@Module({ providers: [OwnersService, OwnersRepository], exports: [OwnersService] })
export class OwnersModule {}
