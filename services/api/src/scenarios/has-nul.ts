/** True when any string (key or value) in a JSON value holds U+0000, which PostgreSQL's jsonb cannot store. */
export function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}
