import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { ReceiptsRepository } from './idempotency/receipts.repository';
import { Paginator } from './pagination/paginator';

/** Cross-cutting providers every area module uses. */
@Global()
@Module({
  providers: [Paginator, ReceiptsRepository, IdempotencyInterceptor],
  exports: [Paginator, ReceiptsRepository, IdempotencyInterceptor],
})
export class CommonModule {}
