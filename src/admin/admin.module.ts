import { Global, Module } from '@nestjs/common';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';
import { SettingsService } from './settings.service';

/** /admin/settings, /admin/accounts, and the settings service every other module reads (hence global). */
@Global()
@Module({
  controllers: [AdminController, AdminAccountsController],
  providers: [SettingsService, AdminService, AdminGuard, AdminAccountsService],
  exports: [SettingsService],
})
export class AdminModule {}
