import { getMetadataStorage } from 'class-validator';

// A class, as class-validator keys its rules.
type Target = abstract new (...args: never[]) => unknown;

type Lookup = (target: Target, schema: string | undefined, always: boolean, strictGroups: boolean, groups?: string[]) => unknown[];

const INSTALLED = Symbol.for('time-tracking.validation-metadata-cache');

const GENERATION = Symbol.for('time-tracking.validation-metadata-generation');

/** Changes whenever a decorator registers more rules: what is derived from the rules is good while it stays. */
export const rulesGeneration = (): number => (getMetadataStorage() as unknown as Record<PropertyKey, number | undefined>)[GENERATION] ?? 0;

/**
 * class-validator finds a class's rules on every validation by scanning every class it knows (an
 * `instanceof` per registered class, for inherited rules): about 1.5 % of a tracking command's CPU
 * with the service's few hundred DTO classes. The rules change only when a decorator registers more
 * (at module load), so each answer is kept per class and options until the next registration.
 */
export function cacheValidationMetadata(): void {
  const storage = getMetadataStorage() as unknown as Record<PropertyKey, unknown> & {
    getTargetValidationMetadatas: Lookup;
    addValidationMetadata: (metadata: unknown) => void;
  };
  if (storage[INSTALLED]) return;
  storage[INSTALLED] = true;
  let answers = new WeakMap<Target, Map<string, unknown[]>>();
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    answers = new WeakMap();
    storage[GENERATION] = ((storage[GENERATION] as number | undefined) ?? 0) + 1;
    register(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema ?? ''}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = answers.get(target);
    if (byOptions === undefined) answers.set(target, (byOptions = new Map()));
    let answer = byOptions.get(key);
    if (answer === undefined) byOptions.set(key, (answer = lookup(target, schema, always, strictGroups, groups)));
    return answer;
  };
}
