import { toHexKey } from "@tactica/hex";
import type { ResolvedMap } from "@tactica/map";
import { VICTORY_KINDS } from "./scenario-document";
import type { VictoryCondition } from "./scenario-document";

/** A victory condition as the API stores it: the side is a seat of the rule system (the form's side id), hexes are printed IDs. */
export type StoredVictoryCondition = { side: string; kind: string; value?: number | null; hexes?: string[] | null; text?: string | null };

/** The form's victory conditions as the API stores them (axial hexes as the map's printed IDs; the form's sides are the seats). */
export function toStoredVictory(victory: readonly VictoryCondition[], map: ResolvedMap): StoredVictoryCondition[] {
  return victory.map((v) => ({
    side: v.side,
    kind: v.kind,
    ...(v.value === undefined || Number.isNaN(v.value) ? {} : { value: v.value }),
    ...(v.hexes === undefined ? {} : { hexes: v.hexes.map((h) => map.hexes.get(toHexKey(h))?.ids[0] ?? `${h.q},${h.r}`) }),
    ...(v.text === undefined ? {} : { text: v.text }),
  }));
}

/** Stored victory conditions back into the form (printed IDs as the first hex carrying them). */
export function fromStoredVictory(stored: readonly StoredVictoryCondition[], map: ResolvedMap): VictoryCondition[] {
  const byId = new Map<string, { q: number; r: number }>();
  for (const h of map.hexes.values()) for (const id of h.ids) if (!byId.has(id)) byId.set(id, { q: h.hex.q, r: h.hex.r });
  return stored.map((c) => {
    const hexes = (c.hexes ?? []).flatMap((id) => { const h = byId.get(id); return h ? [h] : []; });
    const kind = (VICTORY_KINDS as readonly string[]).includes(c.kind) ? (c.kind as VictoryCondition["kind"]) : "custom";
    return {
      kind,
      side: c.side,
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
