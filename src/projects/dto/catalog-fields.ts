import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateBy, ValidateIf } from 'class-validator';
import { IsPresent } from '../../common/http/fields';

/**
 * Field rules shared by the catalog (projects, tasks, labels) on top of `common/http/fields.ts`.
 *
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate cannot be encoded as UTF-8 (the
 * driver would silently store U+FFFD instead): both are value failures (422), not server errors.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text PostgreSQL stores exactly as given. */
export function isStorableText(value: unknown): boolean {
  return typeof value === 'string' && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Length in Unicode code points, as JSON Schema's minLength/maxLength and PostgreSQL count it. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
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

interface PresenceOptions {
  presence?: 'required' | 'optional';
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

/** Same presence semantics as common/http/fields.ts: missing required is 400, a forbidden null 422. */
function presence({ presence: p = 'required', nullable = false }: PresenceOptions): PropertyDecorator[] {
  const decorators: PropertyDecorator[] = [];
  if (p === 'required') {
    decorators.push(IsPresent());
    if (nullable) decorators.push(ValidateIf((_o, v) => v !== null));
  } else {
    decorators.push(ValidateIf((_o, v) => v !== undefined && (!nullable || v !== null)));
  }
  if (!nullable) {
    decorators.push(ValidateBy({ name: 'notNull', validator: { validate: (v) => v !== null, defaultMessage: (a) => `${a?.property} must not be null` } }));
  }
  return decorators;
}

function doc(options: PresenceOptions, schema: Record<string, unknown>) {
  const base = { ...schema, nullable: options.nullable || undefined, description: options.description, example: options.example };
  return (options.presence ?? 'required') === 'required' ? ApiProperty(base) : ApiPropertyOptional(base);
}

function lengthBetween(min: number, max: number) {
  return ValidateBy({
    name: 'codePointLength',
    validator: {
      validate: (v) => typeof v === 'string' && codePointLength(v) >= min && codePointLength(v) <= max,
      defaultMessage: (a) => `${a?.property} must be ${min} to ${max} characters long`,
    },
  });
}

/**
 * An identifier taken exactly as sent (never trimmed): min..max code points, at least one
 * non-whitespace character. Used for provider references, in bodies and in query strings.
 */
export function IdentifierField(options: PresenceOptions & { maxLength: number }) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    lengthBetween(1, options.maxLength),
    ValidateBy({
      name: 'hasNonWhitespace',
      validator: { validate: (v) => typeof v === 'string' && /\S/.test(v), defaultMessage: (a) => `${a?.property} must contain a non-whitespace character` },
    }),
    StorableText(),
    doc(options, { type: 'string', minLength: 1, maxLength: options.maxLength, pattern: '\\S' }),
  );
}

export const MAX_URL_LENGTH = 2048;
/** RFC 3986 scheme, then no whitespace, controls, or characters a URI never holds unencoded. */
const ABSOLUTE_URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s\p{Cc}<>"\\`]+$/u;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;

export function isAbsoluteUri(text: string): boolean {
  return ABSOLUTE_URI.test(text) && !BAD_PERCENT.test(text) && isStorableText(text) && URL.canParse(text);
}

/** An absolute URI with a scheme (`https://…`, `mailto:…`), at most 2048 characters, not trimmed. */
export function AbsoluteUriField(options: PresenceOptions) {
  return applyDecorators(
    ...presence(options),
    IsString(),
    lengthBetween(1, MAX_URL_LENGTH),
    ValidateBy({
      name: 'isAbsoluteUri',
      validator: { validate: (v) => typeof v === 'string' && isAbsoluteUri(v), defaultMessage: (a) => `${a?.property} must be an absolute URI with a scheme` },
    }),
    doc(options, { type: 'string', format: 'uri', minLength: 1, maxLength: MAX_URL_LENGTH }),
  );
}
