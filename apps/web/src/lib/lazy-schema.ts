/**
 * A schema built the first time it is used, not when its module loads (see lazy-schemas.ts beside
 * vite.config.ts, which wraps the modules' schemas in it). The value stands for the schema in
 * every way the app uses one: reading its methods and fields (parse, shape, extend...), `in`,
 * `instanceof` (Zod checks `_zod`), listing its keys. Methods run with the proxy as `this`, which
 * reads through to the schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  // The stand-in holds nothing of its own: every question goes to the schema. Its own keys are
  // never reported as fixed (a proxy may not say a key is fixed that its stand-in lacks).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
}
