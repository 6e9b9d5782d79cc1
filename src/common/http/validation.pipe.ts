import { ArgumentMetadata, Injectable, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { FieldError, Problem } from './problem';
import { isQueryListKey } from './fields';
import { cacheValidationMetadata } from './validation-metadata-cache';
import { certainlyValid } from './certainly-valid';

cacheValidationMetadata();

/** Constraints that mean "the request's shape is wrong" (400) rather than "a value is invalid" (422). */
const SHAPE_CONSTRAINTS = new Set(['whitelistValidation', 'isPresent', 'unknownValue']);

function flatten(errors: ValidationError[], prefix = ''): Array<FieldError & { shape: boolean }> {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([name, message]) => ({
      field,
      message,
      shape: SHAPE_CONSTRAINTS.has(name),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The contract's split: a missing required property, an unknown property or query parameter is 400;
 * a value of the wrong format, length or range is 422 VALIDATION.
 */
export function validationProblem(errors: ValidationError[]) {
  const all = flatten(errors);
  const shape = all.filter((e) => e.shape);
  if (shape.length > 0) {
    return Problem.badRequest(
      shape.map((e) => e.message).join('; '),
      'BAD_REQUEST',
      shape.map(({ field, message }) => ({ field, message })),
    );
  }
  return Problem.validation(
    all.map((e) => e.message).join('; '),
    all.map(({ field, message }) => ({ field, message })),
  );
}

/**
 * The path of a property named like a member every object inherits (`constructor`, `toString`,
 * `valueOf`, `hasOwnProperty`, …, and `prototype`), or null. class-transformer never copies such a
 * property onto the DTO instance (it leaves the inherited function in place), so the whitelist
 * would never see it and the unknown property would pass silently. No DTO has such a property.
 */
function inheritedNameIn(value: object, path: string): string | null {
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key in Object.prototype || key === 'prototype') return at;
    if (item !== null && typeof item === 'object') {
      const found = inheritedNameIn(item as object, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Nest's pipe, asking class-validator only about a value that is not certainly valid (see
 * certainlyValid): errors, and how they are worded, stay class-validator's.
 */
class CertainlyValidFirstPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    if (options && certainlyValid(object, options)) return [];
    return super.validate(object, options);
  }
}

@Injectable()
export class StrictValidationPipe implements PipeTransform {
  private readonly inner = new CertainlyValidFirstPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: validationProblem,
  });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    const isDto = typeof dto === 'function' && ![String, Number, Boolean, Object, Array].includes(dto as never);
    if (!isDto || (metadata.type !== 'body' && metadata.type !== 'query')) return value;
    if (metadata.type === 'body') {
      if (value === undefined) throw Problem.badRequest('A JSON object body is required');
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw Problem.badRequest('The body must be a JSON object');
      }
      const inherited = inheritedNameIn(value, '');
      if (inherited !== null) {
        const message = `property ${inherited} should not exist`;
        throw Problem.badRequest(message, 'BAD_REQUEST', [{ field: inherited, message }]);
      }
    } else {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (Array.isArray(item) && !isQueryListKey(dto, key)) {
          throw Problem.badRequest(`Query parameter ${key} may be given only once`);
        }
      }
    }
    return this.inner.transform(value, metadata);
  }
}
