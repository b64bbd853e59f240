// Leaders [22]: an active leader (not stunned, not panicked) activates as many other soldiers as the current
// marker shows [22.3]; a Japanese leader one more [51.4].

/** How many soldiers a leader may activate under the drawn marker [22.3, 51.4]. */
export function leaderActivations(s: { readonly marker: number; readonly leaderActivation: number; readonly stunned?: boolean; readonly panicked?: boolean; readonly japanese?: boolean }): { readonly count: number; readonly rule: string } {
  if (s.leaderActivation > s.marker) return { count: 0, rule: "Sniper 22.2" };
  if (s.stunned || s.panicked) return { count: 0, rule: "Sniper 22.3" };
  return { count: s.marker + (s.japanese ? 1 : 0), rule: s.japanese ? "Sniper 22.3, 51.4" : "Sniper 22.3" };
}

/** The eligibility of one soldier for a leader's activation [22.2]: same room, or 8 hexes of a standing / 3 of a prone leader with LOS. */
export function leaderReaches(s: { readonly sameRoom: boolean; readonly leaderPosture: "standing" | "prone"; readonly losDistance?: number }): boolean {
  if (s.sameRoom) return true;
  return s.losDistance !== undefined && s.losDistance <= (s.leaderPosture === "standing" ? 8 : 3);
}
