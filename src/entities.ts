import { ActivityLabelEntity } from './activities/activity-label.entity';
import { ActivityEntity } from './activities/activity.entity';
import { AdminAuditEntity } from './admin/admin-audit.entity';
import { AdminSettingsEntity } from './admin/admin-settings.entity';
import { AccountAuditEntity } from './auth/account-audit.entity';
import { AccountRecoveryCodeEntity } from './auth/account-recovery-code.entity';
import { AccountTotpUsedEntity } from './auth/account-totp-used.entity';
import { AccountEntity } from './auth/account.entity';
import { AuthThrottleEntity } from './auth/auth-throttle.entity';
import { PersonalTokenEntity } from './auth/personal-token.entity';
import { RateLimitCounterEntity } from './auth/rate-limit-counter.entity';
import { WebSessionEntity } from './auth/web-session.entity';
import { ChangeEventEntity } from './changes/change-event.entity';
import { CommandReceiptEntity } from './changes/command-receipt.entity';
import { ClientEntity } from './clients/client.entity';
import { ServerSecretEntity } from './common/orm/server-secret.entity';
import { ImportBatchEntity } from './imports/import-batch.entity';
import { ImportClaimEntity } from './imports/import-claim.entity';
import { ImportJobEntity } from './imports/import-job.entity';
import { ImportRecordEntity } from './imports/import-record.entity';
import { LabelEntity } from './labels/label.entity';
import { OwnerEntity } from './owners/owner.entity';
import { ProjectEntity } from './projects/project.entity';
import { RateEntity } from './rates/rate.entity';
import { TaskExternalReferenceEntity } from './tasks/task-external-reference.entity';
import { TaskEntity } from './tasks/task.entity';
import { UndoOfferEntity } from './work-sessions/undo-offer.entity';
import { WorkSessionEntity } from './work-sessions/work-session.entity';

/**
 * Every TypeORM entity: one per table the migrations create (`schema_migrations`, the migrator's
 * old history, `migrations`, TypeORM's, and `typeorm_metadata`, TypeORM's, have none). The entities describe the schema; the
 * migrations make it. `npm run migration:drift` (and test/schema-drift.e2e-spec.ts) proves that the
 * two agree: TypeORM's schema diff against a migrated database is empty.
 */
export const ENTITIES = [
  OwnerEntity,
  // auth
  AccountEntity,
  PersonalTokenEntity,
  WebSessionEntity,
  AccountRecoveryCodeEntity,
  AccountTotpUsedEntity,
  AccountAuditEntity,
  AuthThrottleEntity,
  RateLimitCounterEntity,
  // changes, idempotency, server
  ChangeEventEntity,
  CommandReceiptEntity,
  ServerSecretEntity,
  // catalog
  ClientEntity,
  ProjectEntity,
  TaskEntity,
  TaskExternalReferenceEntity,
  LabelEntity,
  RateEntity,
  // time
  ActivityEntity,
  ActivityLabelEntity,
  WorkSessionEntity,
  UndoOfferEntity,
  // admin
  AdminSettingsEntity,
  AdminAuditEntity,
  // imports
  ImportJobEntity,
  ImportBatchEntity,
  ImportClaimEntity,
  ImportRecordEntity,
];
