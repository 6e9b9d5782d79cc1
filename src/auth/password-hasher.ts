import type * as Argon2 from '@node-rs/argon2';

/** Argon2id (@node-rs/argon2's Algorithm.Argon2id is a const enum: 2) with OWASP's second profile. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let argon2: typeof Argon2 | undefined;

/**
 * The native addon is loaded on the first password, not at start-up: loading it made the process
 * ~3–6 MB larger (its library and runtime), and a server used only with API tokens (editor plug-ins,
 * scripts, the command line) never hashes a password.
 */
function loaded(): typeof Argon2 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded synchronously on first use, not at start-up
  return (argon2 ??= require('@node-rs/argon2') as typeof Argon2);
}

export const PasswordHasher = {
  hash: (password: string): Promise<string> => loaded().hash(password, OPTIONS as never),
  verify: (hashed: string, password: string): Promise<boolean> =>
    loaded()
      .verify(hashed, password)
      .catch(() => false),
};
