import { AsyncResource } from 'node:async_hooks';

/**
 * `AsyncResource.prototype.bind` without its deprecated `asyncResource` accessor (DEP0172).
 *
 * Node defines that accessor with two `deprecate()` wrappers whose prototype is set to a closure
 * over the resource and the bound function. V8 then keeps a weak reference to that closure in old
 * space, which its young-generation collector treats as strong: everything the bound function
 * reaches survives the scavenges, is copied and promoted, and waits for a full collection. Fastify
 * binds each request body's parser callback this way and Nest each interceptor chain's handler, so
 * every POST carried its whole request (headers, body, logger, transaction, the pg messages) into
 * old space: about 20 KB per tracking command, a third of the scavenges' time in the service's CPU
 * (docs/performance.md, 2026-11-28, tenth session). Nothing in the service or its libraries reads
 * `asyncResource`; what the bound function does is unchanged: it runs `fn` in the resource's async
 * scope, with the caller's `this` (or `thisArg`) and arguments, and has `fn`'s length.
 */
export function installLeanAsyncResourceBind(): void {
  const prototype = AsyncResource.prototype as Omit<AsyncResource, 'bind'> & { bind: LeanBind & { lean?: true } };
  if (prototype.bind.lean) return;
  const bind = function (this: AsyncResource, fn: AnyFunction, thisArg?: unknown): AnyFunction {
    if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
    return boundTo(this, fn, thisArg);
  };
  prototype.bind = Object.assign(bind as LeanBind, { lean: true as const });
}

function boundTo(resource: AsyncResource, fn: AnyFunction, thisArg: unknown): AnyFunction {
  const bound =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return resource.runInAsyncScope(fn, this, ...args);
        }
      : (...args: unknown[]) => resource.runInAsyncScope(fn, thisArg, ...args);
  Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
  return bound;
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;
type LeanBind = AsyncResource['bind'];
