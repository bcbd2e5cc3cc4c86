import type { ApiConfig } from '../config.js';
import { redisRateLimitStore, type RedisRateLimitOptions } from './redis-store.js';
import { memoryRateLimitStore, type RateLimitStore } from './store.js';

/**
 * The store every limit of the API counts in: Redis with REDIS_URL (one count for every API
 * process behind the load balancer), else this process's memory.
 */
export function rateLimitStoreFor(
  config: Pick<ApiConfig, 'redisUrl' | 'redisPrefix'>,
  options: RedisRateLimitOptions = {},
): RateLimitStore {
  return config.redisUrl
    ? redisRateLimitStore(config.redisUrl, { prefix: config.redisPrefix, ...options })
    : memoryRateLimitStore();
}
