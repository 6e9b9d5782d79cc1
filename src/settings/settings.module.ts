import { Global, Module } from '@nestjs/common';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/**
 * The central settings every module reads (`SettingsService.current()`, hence global). `admin`
 * changes them (/admin/settings); `auth` reads them; the model and the environment's layer are in
 * `src/config` (a lower layer). This module imports no feature module.
 */
@Global()
@Module({ providers: [SettingsService, SettingsRepository], exports: [SettingsService] })
export class SettingsModule {}
