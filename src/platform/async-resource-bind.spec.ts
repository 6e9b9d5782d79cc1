import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { installLeanAsyncResourceBind } from './async-resource-bind';

describe('AsyncResource.prototype.bind without the deprecated accessor', () => {
  const storage = new AsyncLocalStorage<string>();
  const original = AsyncResource.prototype.bind;
  beforeAll(() => installLeanAsyncResourceBind());

  it('is installed once (a second call keeps the first)', () => {
    const installed = AsyncResource.prototype.bind;
    expect(installed).not.toBe(original);
    installLeanAsyncResourceBind();
    expect(AsyncResource.prototype.bind).toBe(installed);
  });

  it("runs fn in the resource's async context, with the caller's this and arguments, and returns its value", () => {
    const resource = storage.run('bound here', () => new AsyncResource('test'));
    function read(this: { tag: string } | undefined, a: number, b: number) {
      return `${storage.getStore()} ${this?.tag} ${a + b}`;
    }
    const bound = resource.bind(read);
    const holder = { tag: 'holder', bound };
    expect(storage.run('called here', () => holder.bound(1, 2))).toBe('bound here holder 3');
    expect(bound.length).toBe(2);
    expect('asyncResource' in bound).toBe(false);
  });

  it('binds thisArg when given, and the static bind (AsyncLocalStorage.bind too) keeps the context it was made in', async () => {
    const resource = storage.run('made here', () => new AsyncResource('test'));
    // Node's bind takes a thisArg (its typings do not say so).
    const bindWith = resource.bind.bind(resource) as unknown as (fn: (this: { tag: string }) => string, thisArg: unknown) => () => string;
    const bound = bindWith(
      function (this: { tag: string }) {
        return `${storage.getStore()} ${this.tag}`;
      },
      { tag: 'fixed' },
    );
    expect(storage.run('elsewhere', () => bound.call({ tag: 'ignored' }))).toBe('made here fixed');
    const later = storage.run('static', () => AsyncResource.bind(() => storage.getStore()));
    const snapshot = storage.run('als', () => AsyncLocalStorage.bind(() => storage.getStore()));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect([later(), snapshot()]).toEqual(['static', 'als']);
  });

  it('refuses what is not a function, as Node does', () => {
    expect(() => new AsyncResource('test').bind(42 as unknown as () => void)).toThrow(TypeError);
  });
});
