import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { STORED_RANGE_TEXT, isStorableInstant, parseInstant } from '../time/instant';

/**
 * Field decorators that pair validation with the OpenAPI description, so the served contract and
 * the enforced one cannot drift. Presence rules (400) are separate from value rules (422).
 */

/** The property must be in the body (null counts as present): missing is 400. */
export function IsPresent(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isPresent', validator: { validate: (v) => v !== undefined, defaultMessage: (a) => `${a?.property} is required` } },
    options,
  );
}

type Presence = 'required' | 'optional';

export interface FieldOptions {
  presence?: Presence;
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

export function presence(options: FieldOptions) {
  const { presence: p = 'required', nullable = false } = options;
  const decorators: PropertyDecorator[] = [];
  // ValidateIf skips every validator of the property (IsPresent included) when false, so the
  // condition lets through exactly the values that still need checking.
  if (p === 'required') {
    decorators.push(IsPresent());
    if (nullable) decorators.push(ValidateIf((_o, v) => v !== null));
  } else {
    decorators.push(ValidateIf((_o, v) => v !== undefined && (!nullable || v !== null)));
  }
  if (!nullable) {
    decorators.push(
      ValidateBy({ name: 'notNull', validator: { validate: (v) => v !== null, defaultMessage: (a) => `${a?.property} must not be null` } }),
    );
  }
  return decorators;
}

export function doc(options: FieldOptions, schema: Record<string, unknown>) {
  const base = { ...schema, nullable: options.nullable || undefined, description: options.description, example: options.example };
  return (options.presence ?? 'required') === 'required' ? ApiProperty(base) : ApiPropertyOptional(base);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True for text PostgreSQL stores exactly as given: text cannot hold U+0000, and a lone UTF-16
 * surrogate cannot be encoded as UTF-8 (the driver would silently store U+FFFD instead).
 */
export function isStorableText(value: unknown): boolean {
  return typeof value === 'string' && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** 422 for text with U+0000 or an unpaired surrogate (non-strings are left to the other validators). */
export function StorableText() {
  return ValidateBy({
    name: 'storableText',
    validator: {
      validate: (v) => typeof v !== 'string' || isStorableText(v),
      defaultMessage: (a) => `${a?.property} must be well-formed Unicode text without U+0000`,
    },
  });
}

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed text that must keep a non-whitespace character. */
export function TextField(options: FieldOptions & { maxLength: number }) {
  return applyDecorators(
    trim,
    ...presence(options),
    ...[
      IsString(),
      MinLength(1, { message: '$property must contain a non-whitespace character' }),
      MaxLength(options.maxLength),
      StorableText(),
    ],
    doc(options, { type: 'string', minLength: 1, maxLength: options.maxLength, pattern: '\\S' }),
  );
}

/** Untrimmed bounded text (identifiers such as provider references). */
export function RawTextField(options: FieldOptions & { minLength: number; maxLength: number; pattern?: RegExp }) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    MinLength(options.minLength),
    MaxLength(options.maxLength),
    StorableText(),
    ...(options.pattern ? [Matches(options.pattern)] : []),
    doc(options, { type: 'string', minLength: options.minLength, maxLength: options.maxLength, pattern: options.pattern?.source }),
  );
}

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export function ColorField(options: FieldOptions = {}) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    Matches(HEX_COLOR, { message: '$property must be a #RRGGBB color' }),
    doc(options, { type: 'string', pattern: HEX_COLOR.source, example: '#1E88E5' }),
  );
}

export function UuidField(options: FieldOptions = {}) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value)),
    ...presence(options),
    IsUUID('all'),
    doc(options, { type: 'string', format: 'uuid' }),
  );
}

export function UuidArrayField(options: FieldOptions = {}) {
  return applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)) : value)),
    ...presence(options),
    IsUUID('all', { each: true }),
    ValidateBy({
      name: 'isArray',
      validator: { validate: (v) => Array.isArray(v), defaultMessage: (a) => `${a?.property} must be an array` },
    }),
    ApiProperty({
      type: 'string',
      format: 'uuid',
      isArray: true,
      required: (options.presence ?? 'required') === 'required',
      description: options.description,
    }),
  );
}

/** 422 for a well-formed instant outside what storage holds (64-bit epoch nanoseconds). */
function InStoredRange() {
  return ValidateBy({
    name: 'isStorableInstant',
    validator: {
      validate: (v) => {
        const ns = typeof v === 'string' ? parseInstant(v) : null;
        return ns === null || isStorableInstant(ns); // malformed text is isInstant's to report
      },
      defaultMessage: (a) => `${a?.property} must lie within the supported range ${STORED_RANGE_TEXT}`,
    },
  });
}

const STORED_RANGE_DOC = `Supported range: ${STORED_RANGE_TEXT} (outside: 422 VALIDATION).`;

/**
 * RFC 3339 UTC instant with up to nine fractional digits, within the stored range; kept as text,
 * parsed by the service. Every instant a client sends to be stored comes through here.
 */
export function InstantField(options: FieldOptions = {}) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    ValidateBy({
      name: 'isInstant',
      validator: {
        validate: (v) => typeof v === 'string' && parseInstant(v) !== null,
        defaultMessage: (a) => `${a?.property} must be an RFC 3339 UTC instant ending in Z with at most 9 fractional digits`,
      },
    }),
    InStoredRange(),
    doc(
      { ...options, description: [options.description, STORED_RANGE_DOC].filter(Boolean).join('. ') },
      { type: 'string', format: 'date-time', example: '2026-03-29T00:59:59.123456789Z' },
    ),
  );
}

export function EnumField(values: readonly string[], enumName: string, options: FieldOptions = {}) {
  return applyDecorators(...presence(options), IsIn(values as string[]), doc(options, { enum: values, enumName }));
}

export function BooleanField(options: FieldOptions = {}) {
  return applyDecorators(...presence(options), IsBoolean(), doc(options, { type: 'boolean' }));
}

export function IntegerField(options: FieldOptions & { min: number; max: number }) {
  return applyDecorators(
    ...presence(options),
    IsInt(),
    Min(options.min),
    Max(options.max),
    doc(options, { type: 'integer', minimum: options.min, maximum: options.max }),
  );
}

// ---- query parameters (always strings on the wire) ----

const QUERY_LIST_KEYS = Symbol('tt:query-list-keys');

export function isQueryListKey(dto: unknown, key: string): boolean {
  const keys = (dto as { [QUERY_LIST_KEYS]?: Set<string> })[QUERY_LIST_KEYS];
  return keys?.has(key) ?? false;
}

/** A query parameter given by repetition (`?clientId=a&clientId=b`). */
export function QueryUuidList(description: string): PropertyDecorator {
  return (target, key) => {
    const ctor = target.constructor as { [QUERY_LIST_KEYS]?: Set<string> };
    if (!Object.prototype.hasOwnProperty.call(ctor, QUERY_LIST_KEYS)) ctor[QUERY_LIST_KEYS] = new Set(ctor[QUERY_LIST_KEYS] ?? []);
    ctor[QUERY_LIST_KEYS]!.add(String(key));
    applyDecorators(
      Transform(({ value }) =>
        value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase()),
      ),
      ValidateIf((_o, v) => v !== undefined),
      IsUUID('all', { each: true }),
      ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, description }),
    )(target, key);
  };
}

export function QueryUuid(description: string) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value)),
    ValidateIf((_o, v) => v !== undefined),
    IsUUID('all'),
    ApiPropertyOptional({ type: 'string', format: 'uuid', description }),
  );
}

export function QueryText(description: string, maxLength = 200) {
  return applyDecorators(
    trim,
    ValidateIf((_o, v) => v !== undefined),
    IsString(),
    MaxLength(maxLength),
    StorableText(),
    ApiPropertyOptional({ type: 'string', maxLength, description }),
  );
}

export function QueryBoolean(description: string) {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    IsIn(['true', 'false'], { message: '$property must be true or false' }),
    ApiPropertyOptional({ type: 'boolean', description }),
  );
}

/**
 * An instant query parameter. Outside the stored range it is a 422 by default (report ranges);
 * `outsideStoredRange: 'clamp'` accepts it for list bounds, which the service then clamps with
 * `clampToStored` (exact, since nothing stored lies beyond), so `to=9999-12-31T23:59:59Z` is an open end.
 */
export function QueryInstant(description: string, required: boolean, options: { outsideStoredRange?: 'reject' | 'clamp' } = {}) {
  const clamp = options.outsideStoredRange === 'clamp';
  return applyDecorators(
    ...(required ? [IsPresent()] : [ValidateIf((_o, v) => v !== undefined)]),
    ValidateBy({
      name: 'isInstant',
      validator: {
        validate: (v) => typeof v === 'string' && parseInstant(v) !== null,
        defaultMessage: (a) => `${a?.property} must be an RFC 3339 UTC instant`,
      },
    }),
    ...(clamp ? [] : [InStoredRange()]),
    (required ? ApiProperty : ApiPropertyOptional)({
      type: 'string',
      format: 'date-time',
      description: `${description}. ${clamp ? `Instants outside ${STORED_RANGE_TEXT} are taken as the nearest end of that range.` : STORED_RANGE_DOC}`,
    }),
  );
}

/** A decimal integer query parameter, range-checked (422 outside, e.g. limit 0 or 501). */
export function QueryInteger(description: string, min: number, max: number, required = false) {
  return applyDecorators(
    ...(required ? [IsPresent()] : [ValidateIf((_o, v) => v !== undefined)]),
    ValidateBy({
      name: 'isIntegerInRange',
      validator: {
        validate: (v) => typeof v === 'string' && /^-?\d{1,19}$/.test(v) && BigInt(v) >= BigInt(min) && BigInt(v) <= BigInt(max),
        defaultMessage: (a) => `${a?.property} must be an integer from ${min} to ${max}`,
      },
    }),
    (required ? ApiProperty : ApiPropertyOptional)({ type: 'integer', minimum: min, maximum: max, description }),
  );
}

// ---- archiving (clients, projects, tasks, labels) ----

/** `archived` in a catalog body: optional; omitted is false on create and keeps the stored value on PUT. */
export function ArchivedField() {
  return BooleanField({
    presence: 'optional',
    description:
      'Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.',
    example: false,
  });
}

/** The `archived=true|false` list filter (omitted: all). */
export function QueryArchived() {
  return QueryBoolean('Only archived (true) or only active (false) records; omitted: all');
}

/** The `archived` list filter as a value: null when omitted. */
export function archivedFilter(value: string | undefined): boolean | null {
  return value === undefined ? null : value === 'true';
}
