import { AppError } from '../../lib/errors.ts';

/**
 * The @fastify/rate-limit config of a route: `max` requests per IP and per minute, then 429 with a
 * French detail. Counters live in memory (Redis once there are several instances: docs/scaling.md).
 */
export function perIpLimit(max: number, detail: string) {
  return { max, timeWindow: 60_000, errorResponseBuilder: () => new AppError('too_many', detail) };
}
