import { Module } from '@nestjs/common';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';

/**
 * /admin/settings and /admin/accounts. The settings themselves are the settings module's (which every
 * module reads); accounts and re-authentication are auth's, used through its exported services.
 */
@Module({
  controllers: [AdminController, AdminAccountsController],
  providers: [AdminService, AdminRepository, AdminGuard, AdminAccountsService],
})
export class AdminModule {}
