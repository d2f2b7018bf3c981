import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

/** argon2id with 19 MiB of memory and two passes (OWASP's minimum recommendation). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; false for a damaged hash rather than throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * An argon2id hash (same parameters) to verify against when the account does
 * not exist, so unknown and known emails cost the same time. Not a secret.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$rx0e3Tc24ohhrUcddrFzuw$sHv6y4foyPwP6a3z1zvxn6KIwxRWLVcg148XbGqvoV0';
