import { Global, Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifier } from './change-notifier';
import { ChangesController } from './changes.controller';
import { ChangesService } from './changes.service';
import { RetentionService } from './retention.service';
import { VersionedWrites } from './versioned-writes';

@Global()
@Module({
  controllers: [ChangesController],
  providers: [ChangesService, ChangeNotifier, RetentionService, VersionedWrites],
  exports: [ChangesService, ChangeNotifier, VersionedWrites],
})
export class ChangesModule implements OnApplicationBootstrap {
  constructor(private readonly notifier: ChangeNotifier, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseListenUrl) await this.notifier.listen(this.config.databaseListenUrl);
  }
}
