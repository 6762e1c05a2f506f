import type { RateLimitRule } from './rateLimits.service.ts';

/**
 * Every limit that can answer 429, by name ('auth.signInPerIp'), with its rule as declared (a setting may change
 * the number at start-up). Each module registers its limits where it declares them, so the test that drives every
 * limited route to its 429 can tell when a new limit has no walk of its own.
 */
const registry = new Map<string, RateLimitRule>();

/** Registers `rules` under '<module>.<name>' and answers them unchanged. */
export function registerRateLimits<T extends Record<string, RateLimitRule>>(module: string, rules: T): T {
  for (const [name, rule] of Object.entries(rules)) registry.set(`${module}.${name}`, rule);
  return rules;
}

/** The registered limits' names and rules. */
export function registeredRateLimits(): ReadonlyMap<string, RateLimitRule> {
  return registry;
}
