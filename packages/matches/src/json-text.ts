/** PostgreSQL text and jsonb cannot hold U+0000; inputs carrying it are refused before they reach the database. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 200 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
}
