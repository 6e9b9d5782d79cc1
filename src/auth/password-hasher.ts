import { hash, verify } from '@node-rs/argon2';

/** Argon2id (@node-rs/argon2's Algorithm.Argon2id is a const enum: 2) with OWASP's second profile. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PasswordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS as never),
  verify: (hashed: string, password: string): Promise<boolean> => verify(hashed, password).catch(() => false),
};
