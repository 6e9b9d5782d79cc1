import { Global, Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';
import { SettingsService } from './settings.service';

/** /admin/settings, and the settings service every other module reads (hence global). */
@Global()
@Module({
  controllers: [AdminController],
  providers: [SettingsService, AdminService, AdminGuard],
  exports: [SettingsService],
})
export class AdminModule {}
