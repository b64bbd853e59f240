/**
 * Freeze a plain value and everything under it, so a resolver that mutates instead of copying fails loudly.
 * Already-frozen objects are skipped: with structural sharing only new nodes are walked.
 */
export function deepFreeze<X>(value: X): X {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
