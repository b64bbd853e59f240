import { toHexKey } from "@tactica/hex";
import type { ResolvedMap } from "@tactica/map";
import { VICTORY_KINDS } from "./scenario-document";
import type { VictoryCondition } from "./scenario-document";

/** A victory condition as the API stores it: the side is a seat of the rule system, hexes are printed IDs. */
export type StoredVictoryCondition = { side: string; kind: string; value?: number | null; hexes?: string[] | null; text?: string | null };

// The form names its two sides A and B; Patrol!'s seats are alpha and bravo (side 1 plays α, side 2 β).
const PATROL_SEATS: Readonly<Record<string, string>> = { A: "alpha", B: "bravo" };
const PATROL_SIDES: Readonly<Record<string, string>> = { alpha: "A", bravo: "B" };

/** The rule system's seat for a form side. */
export function toSeat(rulesetId: string, side: string): string {
  return rulesetId === "patrol" ? PATROL_SEATS[side] ?? side : side;
}

/** The form's victory conditions as the API stores them (sides as seats, axial hexes as the map's printed IDs). */
export function toStoredVictory(rulesetId: string, victory: readonly VictoryCondition[], map: ResolvedMap): StoredVictoryCondition[] {
  return victory.map((v) => ({
    side: toSeat(rulesetId, v.side),
    kind: v.kind,
    ...(v.value === undefined || Number.isNaN(v.value) ? {} : { value: v.value }),
    ...(v.hexes === undefined ? {} : { hexes: v.hexes.map((h) => map.hexes.get(toHexKey(h))?.ids[0] ?? `${h.q},${h.r}`) }),
    ...(v.text === undefined ? {} : { text: v.text }),
  }));
}

/** Stored victory conditions back into the form (seats as form sides, printed IDs as the first hex carrying them). */
export function fromStoredVictory(rulesetId: string, stored: readonly StoredVictoryCondition[], map: ResolvedMap): VictoryCondition[] {
  const byId = new Map<string, { q: number; r: number }>();
  for (const h of map.hexes.values()) for (const id of h.ids) if (!byId.has(id)) byId.set(id, { q: h.hex.q, r: h.hex.r });
  return stored.map((c) => {
    const hexes = (c.hexes ?? []).flatMap((id) => { const h = byId.get(id); return h ? [h] : []; });
    const kind = (VICTORY_KINDS as readonly string[]).includes(c.kind) ? (c.kind as VictoryCondition["kind"]) : "custom";
    return {
      kind,
      side: rulesetId === "patrol" ? PATROL_SIDES[c.side] ?? c.side : c.side,
      ...(c.value == null ? {} : { value: c.value }),
      ...(hexes.length === 0 ? {} : { hexes }),
      ...(c.text == null ? {} : { text: c.text }),
    };
  });
}

/** The form's rule options from a stored rulings pack (only the options it sets; absent = default). */
export function fromRulingsPack(pack: unknown): Record<string, string> {
  const options = pack !== null && typeof pack === "object" ? (pack as { options?: unknown }).options : undefined;
  if (options === null || typeof options !== "object") return {};
  return Object.fromEntries(Object.entries(options).filter((e): e is [string, string] => typeof e[1] === "string"));
}
