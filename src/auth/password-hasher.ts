import { hash, verify } from '@node-rs/argon2';

/** Argon2id (@node-rs/argon2's Algorithm.Argon2id is a const enum: 2) with OWASP's second profile. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PasswordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS as never),
  verify: (hashed: string, password: string): Promise<boolean> => verify(hashed, password).catch(() => false),
};

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$7m0hQ0rL6bQ0ZqgN0n3dM1c8l8D2k5o5vYQv8yqV9pA';
