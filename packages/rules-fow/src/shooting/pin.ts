// Pinned Down (digest §5.9): 5 hits in a Shooting Step (8 for a Unit that started it with 12+ teams; +1 near a
// Bagpiper), automatic for bombardment, flame-thrower, sniper, minefield, booby trap and assault hits; Armoured Tank
// Teams, passengers of Armoured transports and Aircraft never.
export type PinFacts = {
  readonly hits: number;
  readonly teamsAtStart: number;
  readonly bagpipes?: boolean;
  readonly immune?: "armoured_tanks" | "armoured_passengers" | "aircraft";
  readonly automatic?: "bombardment" | "flame_thrower" | "sniper" | "minefield" | "booby_trap" | "assault" | "transport_destroyed";
};
/** Whether a Unit is Pinned Down, with the rule. */
export function pinnedDown(f: PinFacts): { pinned: boolean; threshold: number | null; rule: string } {
  if (f.immune) return { pinned: false, threshold: null, rule: "FoW [Pinned Down] (immune)" };
  if (f.automatic && f.hits > 0) return { pinned: true, threshold: 1, rule: `FoW [Pinned Down] (${f.automatic.replace(/_/g, " ")}: any hit)` };
  const threshold = (f.teamsAtStart >= 12 ? 8 : 5) + (f.bagpipes ? 1 : 0);
  return { pinned: f.hits >= threshold, threshold, rule: `FoW [Pinned Down]${f.bagpipes ? "; [British Special Rules › Bagpipes]" : ""}` };
}
