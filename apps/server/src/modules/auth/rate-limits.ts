import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';

/**
 * The @fastify/rate-limit config of a route: `max` requests per address and per minute, then 429
 * with a French detail. The counters are those of the store `rateLimitStore` gives the plugin.
 */
export function perIpLimit(max: number, detail: string) {
  return { max, timeWindow: 60_000, errorResponseBuilder: () => new AppError('too_many', detail) };
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = FastifyRateLimitStore;
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's two stores, as it builds them itself (they are not part of its typed exports).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

const NAMESPACE = 'pelote-limite-';

/** A Redis client for limits: a command fails at once when Redis is away (no queue), and it reconnects. */
export function limitsRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
}

/**
 * Counters shared by every process through Redis; while Redis is away, each process counts for
 * itself (the limits still hold, per process), with a warning in the log when that starts and a
 * note when sharing resumes. Both counters run side by side only in the store that is in use.
 */
class SharedOrLocalStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly state: { redis: Redis; log: FastifyBaseLogger; degraded: boolean },
  ) {}

  private fallBack(error: Error | null) {
    // Still connecting at start: counted locally without alarming anyone.
    if (this.state.degraded || (!error && this.state.redis.status === 'connecting')) return;
    this.state.degraded = true;
    this.state.log.warn(
      { err: error ?? undefined },
      'Redis injoignable : limites de débit comptées par processus jusqu’à son retour',
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.state.redis.status !== 'ready') {
      this.fallBack(null);
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.fallBack(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.state,
    );
  }
}

export type RateLimitStore = {
  /** The class given to the plugin as `store`. */
  store: new () => Store;
  /** Resolves when Redis answers, or after `ms` (the first requests then count locally). */
  ready: (ms: number) => Promise<void>;
  close: () => void;
};

/** The store of the rate-limit plugin: Redis with a local fallback, when `redisUrl` is set. */
export function rateLimitStore(redisUrl: string, log: FastifyBaseLogger): RateLimitStore {
  const redis = limitsRedis(redisUrl);
  const state = { redis, log, degraded: false };
  redis.on('error', () => {}); // reported once by the store, not at every reconnection attempt
  redis.on('ready', () => {
    if (!state.degraded) return;
    state.degraded = false;
    log.warn('Redis de retour : limites de débit de nouveau partagées entre les processus');
  });
  return {
    store: class extends SharedOrLocalStore {
      constructor() {
        super(new RedisStore(false, false, redis, NAMESPACE), new LocalStore(false, false, 5000), state);
      }
    },
    ready: (ms) =>
      new Promise((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      }),
    close: () => redis.disconnect(),
  };
}
