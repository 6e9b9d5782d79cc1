import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { InstantField, QueryUuid, UuidField, presence } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';
import { isCurrency, parseRate } from '../money';

const RATE_PATTERN = '^\\d+(\\.\\d{1,4})?$';
const RATE_RULES =
  'Hourly rate as a decimal string from 0 to 999999999.9999 with at most 4 fraction digits (a JSON number, a sign, an exponent ' +
  'or more digits: 422). Answered in canonical form: no trailing fraction zeros, no point when whole ("80", "80.5")';
const CURRENCY_RULES = 'ISO 4217 currency code known to the server, uppercase (else 422)';
const SCOPE_RULES =
  "At most one of clientId, projectId and taskId is non-null (two or more: 422); all three null: the owner's default rate. A foreign or missing record: 404";

function HourlyRateField() {
  return applyDecorators(
    ...presence({}),
    ValidateBy({
      name: 'isHourlyRate',
      validator: {
        validate: (v) => parseRate(v) !== null,
        defaultMessage: (a) => `${a?.property} must be a decimal string from 0 to 999999999.9999 with at most 4 fraction digits`,
      },
    }),
    ApiProperty({ type: 'string', pattern: RATE_PATTERN, maxLength: 40, description: RATE_RULES, example: '80.5' }),
  );
}

function CurrencyField() {
  return applyDecorators(
    ...presence({}),
    ValidateBy({
      name: 'isCurrency',
      validator: {
        validate: (v) => isCurrency(v),
        defaultMessage: (a) => `${a?.property} must be an uppercase ISO 4217 currency code known to the server`,
      },
    }),
    ApiProperty({ type: 'string', pattern: '^[A-Z]{3}$', description: CURRENCY_RULES, example: 'EUR' }),
  );
}

/** Body of POST /rates and PUT /rates/{id}: every property required (nullable ones as explicit null). */
export class RateInput {
  @UuidField({ nullable: true, description: `The owned client this rate applies to, or null. ${SCOPE_RULES}`, example: null })
  clientId!: string | null;

  @UuidField({ nullable: true, description: 'The owned project this rate applies to, or null', example: null })
  projectId!: string | null;

  @UuidField({
    nullable: true,
    description: 'The owned task this rate applies to (and to its subtasks without a rate of their own), or null',
    example: null,
  })
  taskId!: string | null;

  @HourlyRateField()
  hourlyRate!: string;

  @CurrencyField()
  currency!: string;

  @InstantField({
    nullable: true,
    description:
      'From which instant the rate applies (RFC 3339 UTC), or null: since always. Two rates of one scope with the same effectiveFrom: 409',
    example: '2026-11-01T00:00:00Z',
  })
  effectiveFrom!: string | null;
}

export class RateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) clientId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) taskId!: string | null;
  @ApiProperty({ type: 'string', pattern: RATE_PATTERN, description: 'Canonical decimal string', example: '80.5' }) hourlyRate!: string;
  @ApiProperty({ type: 'string', pattern: '^[A-Z]{3}$', example: 'EUR' }) currency!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null: since always', example: '2026-11-01T00:00:00Z' })
  effectiveFrom!: string | null;
}

export const RatePage = PageOf(RateResponse, 'RatePage');

export class RateListQuery extends PageQuery {
  @QueryUuid('Only rates whose own scope is this owned client (else 404)')
  clientId?: string;

  @QueryUuid('Only rates whose own scope is this owned project (else 404)')
  projectId?: string;

  @QueryUuid('Only rates whose own scope is this owned task (else 404)')
  taskId?: string;
}
