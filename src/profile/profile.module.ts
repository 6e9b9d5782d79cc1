import { Global, Module } from '@nestjs/common';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Global()
@Module({ controllers: [ProfileController], providers: [ProfileService], exports: [ProfileService] })
export class ProfileModule {}
