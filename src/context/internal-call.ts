import { randomBytes, timingSafeEqual } from 'node:crypto';

const HEADER = 'x-tt-internal-call';
/** Made at start-up and never sent anywhere: only this process can mark a request as its own. */
const SECRET = Buffer.from(randomBytes(32).toString('base64url'));

/**
 * A request the server sends to itself on behalf of one it is already answering (an MCP tool call
 * is the API call it names, sent in-process). The outer request was authenticated and counted by the
 * rate limit; its inner calls are authenticated again but not counted a second time. The mark is a
 * header holding a secret of this process, so no client can set it.
 */
export const InternalCall = {
  headers(): Record<string, string> {
    return { [HEADER]: SECRET.toString() };
  },
  is(headers: Record<string, string | string[] | undefined>): boolean {
    const value = headers[HEADER];
    if (typeof value !== 'string') return false;
    const given = Buffer.from(value);
    return given.length === SECRET.length && timingSafeEqual(given, SECRET);
  },
};
