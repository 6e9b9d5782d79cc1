import { getMetadataStorage, ValidationArguments, ValidationTypes, ValidatorOptions } from 'class-validator';
import { cacheValidationMetadata, rulesGeneration } from './validation-metadata-cache';

cacheValidationMetadata();

// class-validator's own shapes, as far as this file reads them (they are not exported as types).
interface RuleMetadata {
  type: string;
  target: (abstract new (...args: never[]) => unknown) | string;
  propertyName: string;
  constraints: unknown[];
  constraintCls: unknown;
  each?: boolean;
  validateIf?: (object: object, value: unknown) => boolean;
}
type Check = (value: unknown, args: ValidationArguments) => unknown;
interface Storage {
  getTargetValidationMetadatas(
    target: unknown,
    schema: string | undefined,
    always: boolean,
    strictGroups: boolean,
    groups?: string[],
  ): RuleMetadata[];
  getTargetValidatorConstraints(cls: unknown): Array<{ instance: { validate: Check } }>;
}

/** The options this check models: the strict pipe's. Any other option sends the object to class-validator. */
const MODELLED = new Set(['whitelist', 'forbidNonWhitelisted', 'forbidUnknownValues', 'validationError']);

/**
 * Whether class-validator would find no error at all in `object` under `options`: true only when
 * every rule it would run has been run, the same way, and passed. Anything this cannot settle at
 * once (an asynchronous rule, a promise value, an option it does not model) answers false, and so
 * does any failed rule: the caller then runs class-validator itself, which finds the errors and
 * words them. A valid body (nearly every request) so skips class-validator's bookkeeping (its rule
 * grouping, an error object per property and per nested element, a closure per rule), which cost
 * more than the rules themselves.
 *
 * It follows class-validator 0.15's ValidationExecutor rule for rule: unknown values, the
 * whitelist, conditions (ValidateIf, IsOptional), IsDefined, custom and built-in rules with
 * `each`, and nested validation of objects, arrays, sets and maps.
 */
export function certainlyValid(object: object, options: ValidatorOptions): boolean {
  for (const key of Object.keys(options)) if (!MODELLED.has(key)) return false;
  if (options.whitelist !== true || options.forbidNonWhitelisted !== true || options.forbidUnknownValues === false) return false;
  return objectValid(object, undefined, 0);
}

/** A rule to run: its `each`, its `validateIf`, its constraints, and the validate functions of its constraint class. */
interface PlannedRule {
  each: boolean;
  validateIf: RuleMetadata['validateIf'];
  constraints: unknown[];
  checks: Check[];
}

/** One property's rules, sorted the way ValidationExecutor.performValidations runs them. */
interface PropertyPlan {
  name: string;
  conditions: Array<(object: object, value: unknown) => boolean>;
  /** IsDefined first, then the custom and built-in rules. */
  rules: PlannedRule[];
  nested: RuleMetadata[];
  /** A promise rule: left to class-validator. */
  promise: boolean;
}

/** A class's plan: its properties (null: no rules, which forbidUnknownValues refuses). */
type ClassPlan = { keys: Set<string>; properties: PropertyPlan[] } | null;

let plans = new WeakMap<object, Map<string | undefined, ClassPlan>>();
let plansGeneration = -1;

function planOf(target: unknown, schema: string | undefined): ClassPlan {
  if (plansGeneration !== rulesGeneration()) {
    plans = new WeakMap();
    plansGeneration = rulesGeneration();
  }
  const key = (target ?? Object) as object;
  let bySchema = plans.get(key);
  if (bySchema === undefined) plans.set(key, (bySchema = new Map()));
  if (bySchema.has(schema)) return bySchema.get(schema)!;
  const plan = makePlan(target, schema);
  bySchema.set(schema, plan);
  return plan;
}

function makePlan(target: unknown, schema: string | undefined): ClassPlan {
  const storage = getMetadataStorage() as unknown as Storage;
  const rules = storage.getTargetValidationMetadatas(target, schema, false, false, undefined);
  if (rules.length === 0) return null;
  const byName = new Map<string, RuleMetadata[]>();
  for (const rule of rules) byName.set(rule.propertyName, [...(byName.get(rule.propertyName) ?? []), rule]);
  const planned = (rule: RuleMetadata): PlannedRule => ({
    each: rule.each === true,
    validateIf: rule.validateIf,
    constraints: rule.constraints,
    checks: storage.getTargetValidatorConstraints(rule.constraintCls).map((c) => c.instance.validate.bind(c.instance)),
  });
  const properties = [...byName].map(([name, list]): PropertyPlan => {
    const others = list.filter((r) => r.type !== ValidationTypes.IS_DEFINED && r.type !== ValidationTypes.WHITELIST);
    return {
      name,
      conditions: others
        .filter((r) => r.type === ValidationTypes.CONDITIONAL_VALIDATION)
        .map((r) => r.constraints[0] as (object: object, value: unknown) => boolean),
      rules: [
        ...list.filter((r) => r.type === ValidationTypes.IS_DEFINED),
        ...others.filter((r) => r.type === ValidationTypes.CUSTOM_VALIDATION),
      ].map(planned),
      nested: others.filter((r) => r.type === ValidationTypes.NESTED_VALIDATION),
      promise: others.some((r) => r.type === ValidationTypes.PROMISE_VALIDATION),
    };
  });
  return { keys: new Set(properties.map((p) => p.name)), properties };
}

const MAX_DEPTH = 32;

/** ValidationExecutor.execute. */
function objectValid(object: object, schema: string | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const plan = planOf(object.constructor, schema);
  if (plan === null) return false; // forbidUnknownValues
  // The whitelist (forbidNonWhitelisted): every own key has rules.
  for (const key in object) if (Object.prototype.hasOwnProperty.call(object, key) && !plan.keys.has(key)) return false;
  for (const property of plan.properties) {
    const value = (object as Record<string, unknown>)[property.name];
    if (property.promise || value instanceof Promise) return false;
    if (!propertyValid(object, value, property, depth)) return false;
  }
  return true;
}

/** ValidationExecutor.performValidations (with none of the skip options set). */
function propertyValid(object: object, value: unknown, property: PropertyPlan, depth: number): boolean {
  for (const condition of property.conditions) if (!condition(object, value)) return true;
  if (property.rules.length > 0) {
    const args: ValidationArguments = {
      targetName: object.constructor ? object.constructor.name : (undefined as unknown as string),
      property: property.name,
      object,
      value,
      constraints: [],
    };
    for (const rule of property.rules) {
      if (rule.validateIf && !rule.validateIf(object, value)) continue;
      args.constraints = rule.constraints;
      for (const check of rule.checks) {
        if (rule.each && (Array.isArray(value) || value instanceof Set || value instanceof Map)) {
          for (const item of value instanceof Map ? value.values() : (value as Iterable<unknown>))
            if (!passed(check(item, args))) return false;
        } else if (!passed(check(value, args))) {
          return false;
        }
      }
    }
  }
  return property.nested.length === 0 || nestedValid(value, property.nested, depth);
}

/** A rule's answer, when it is a sure yes (a promise is not). */
const passed = (result: unknown): boolean =>
  result === true || (!!result && !(typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function'));

/** ValidationExecutor.nestedValidations, with the property's nested rules. */
function nestedValid(value: unknown, nested: RuleMetadata[], depth: number): boolean {
  if (value === undefined) return true;
  if (depth > MAX_DEPTH) return false;
  for (const rule of nested) {
    if (Array.isArray(value) || value instanceof Set || value instanceof Map) {
      // Each element gets the nested rules only: no condition, no other rule (as in class-validator).
      for (const item of value instanceof Map ? value.values() : (value as Iterable<unknown>))
        if (!nestedValid(item, nested, depth + 1)) return false;
    } else if (value instanceof Object) {
      if (!objectValid(value, typeof rule.target === 'string' ? rule.target : rule.target.name, depth + 1)) return false;
    } else {
      return false;
    }
  }
  return true;
}
