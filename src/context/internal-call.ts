import { AsyncScope } from './async-scope';

const INTERNAL = Symbol('internal-call');

/**
 * A request the server sends to itself on behalf of one it is already answering (an MCP tool call
 * is the API call it names, sent in-process). The outer request was authenticated and counted by the
 * rate limit; its inner calls are authenticated again but not counted a second time. Only code that
 * runs inside {@link InternalCall.run} sees the mark: nothing a client sends can set it.
 */
export const InternalCall = {
  run<T>(fn: () => T): T {
    return AsyncScope.run(INTERNAL, true, fn);
  },
  active(): boolean {
    return AsyncScope.get<boolean>(INTERNAL) === true;
  },
};
