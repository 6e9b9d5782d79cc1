import { applyDecorators } from '@nestjs/common';
import { IsString, ValidateBy } from 'class-validator';
import { FieldOptions as PresenceOptions, StorableText, doc, isStorableText, presence } from '../../common/http/fields';

export { isStorableText };

/** Field rules of the catalog (identifiers, URLs) on top of `common/http/fields.ts`. */

/** Length in Unicode code points, as JSON Schema's minLength/maxLength and PostgreSQL count it. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
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
      validator: {
        validate: (v) => typeof v === 'string' && /\S/.test(v),
        defaultMessage: (a) => `${a?.property} must contain a non-whitespace character`,
      },
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
      validator: {
        validate: (v) => typeof v === 'string' && isAbsoluteUri(v),
        defaultMessage: (a) => `${a?.property} must be an absolute URI with a scheme`,
      },
    }),
    doc(options, { type: 'string', format: 'iri', minLength: 1, maxLength: MAX_URL_LENGTH }),
  );
}
