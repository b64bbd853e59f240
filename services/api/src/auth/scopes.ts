/** The scopes an API key can hold (issue 7): read < play/author/organise < admin. */
export const SCOPES = ["read", "play", "author", "organise", "admin"] as const;

/** One API key scope. */
export type Scope = (typeof SCOPES)[number];

/** True when `s` names a scope. */
export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** Whether a key holding `held` may do what `needed` guards: admin may do anything, every scope may read. */
export function hasScope(held: readonly string[], needed: Scope): boolean {
  if (held.includes("admin") || held.includes(needed)) return true;
  return needed === "read" && held.some(isScope);
}
