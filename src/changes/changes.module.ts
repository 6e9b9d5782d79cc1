import { Global, Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { RevisionSource } from '../common/pagination/paginator';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChangeNotifier } from './change-notifier';
import { ChangesController } from './changes.controller';
import { ChangesRepository } from './changes.repository';
import { ChangesService } from './changes.service';
import { RetentionService } from './retention.service';
import { VersionedWrites } from './versioned-writes';

@Global()
@Module({
  controllers: [ChangesController],
  // RevisionSource: the revision the paginator binds cursors to is this module's sequence.
  providers: [
    ChangesRepository,
    ChangesService,
    ChangeNotifier,
    RetentionService,
    VersionedWrites,
    { provide: RevisionSource, useExisting: ChangesService },
  ],
  exports: [ChangesService, ChangeNotifier, VersionedWrites, RevisionSource],
})
export class ChangesModule implements OnApplicationBootstrap {
  constructor(
    private readonly notifier: ChangeNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseListenUrl) await this.notifier.listen(this.config.databaseListenUrl);
  }
}
