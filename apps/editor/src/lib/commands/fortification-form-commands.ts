import type { Direction, Hex } from "@tactica/hex";
import type { Fortification, MapDocument } from "@tactica/map";
import { toCommandOutcome } from "./command";
import type { CommandOutcome } from "./command";
import { readItem, toFortificationKey } from "./edit";

type Aperture = { dir: Direction; kind: "slit" | "door" | "loophole" };
type Kind<T extends Fortification["type"]> = Extract<Fortification, { type: T }>;

/** Replaces one placed (map-level) fortification with `change(f)`, or refuses with the reason `change` gives. */
function update(doc: MapDocument, hex: Hex, type: Fortification["type"], name: string, label: string, change: (f: Fortification) => Fortification | string): CommandOutcome {
  const key = toFortificationKey(hex, type);
  const current = readItem(doc, "fortifications", key);
  if (current === undefined) return { ok: false, reason: `no map-level ${type} there` };
  const next = change(current);
  if (typeof next === "string") return { ok: false, reason: next };
  if (JSON.stringify(next) === JSON.stringify(current)) return { ok: false, reason: "unchanged" };
  return toCommandOutcome(name, label, [{ collection: "fortifications", key, value: next }]);
}

const FACED = ["pillbox", "bunker", "mines", "tower", "cave"] as const;

/** Turns a pillbox, bunker, mine field, tower or cave to face hexside `facing` (0..5). */
export function setFortificationFacing(doc: MapDocument, hex: Hex, type: Fortification["type"], facing: Direction): CommandOutcome {
  return update(doc, hex, type, "setFortificationFacing", `Face ${type} ${facing}`, (f) =>
    (FACED as readonly string[]).includes(f.type) ? ({ ...f, facing } as Fortification) : `a ${f.type} has no facing`);
}

/**
 * Sets the aperture on one hexside of a pillbox or bunker: adds it, changes its kind, or (kind undefined)
 * removes it. Apertures stay sorted by hexside; the last one cannot go (a pillbox or bunker has at least one).
 */
export function setAperture(doc: MapDocument, hex: Hex, type: "pillbox" | "bunker", dir: Direction, kind: Aperture["kind"] | undefined): CommandOutcome {
  return update(doc, hex, type, "setAperture", kind === undefined ? `Close ${type} aperture ${dir}` : `${type} ${kind} on side ${dir}`, (f) => {
    if (f.type !== "pillbox" && f.type !== "bunker") return `a ${f.type} has no apertures`;
    const rest = f.apertures.filter((a) => a.dir !== dir);
    if (kind === undefined && rest.length === 0) return "a pillbox or bunker keeps at least one aperture";
    const apertures = kind === undefined ? rest : [...rest, { dir, kind }].sort((a, b) => a.dir - b.dir);
    return { ...f, apertures };
  });
}

/** Adds or removes hexside `dir` from a barricade's (abatis, block) or roadblock's blocked sides; a roadblock keeps one. */
export function toggleFortificationSide(doc: MapDocument, hex: Hex, type: "barricade" | "abatis" | "block" | "roadblock", dir: Direction): CommandOutcome {
  return update(doc, hex, type, "toggleFortificationSide", `${type} side ${dir}`, (f) => {
    if (f.type !== "barricade" && f.type !== "abatis" && f.type !== "block" && f.type !== "roadblock") return `a ${f.type} has no sides`;
    const had = (f.sides ?? []).includes(dir);
    const sides = had ? (f.sides ?? []).filter((d) => d !== dir) : [...(f.sides ?? []), dir].sort((a, b) => a - b);
    if (f.type === "roadblock" && sides.length === 0) return "a roadblock blocks at least one hexside";
    if (sides.length === 0 && f.type !== "roadblock") {
      const { sides: _gone, ...whole } = f;
      return whole;
    }
    return { ...f, sides } as Fortification;
  });
}

/** The details the form edits besides facing, apertures and sides. */
export type FortificationDetail =
  | { readonly field: "depth"; readonly value: Kind<"foxhole">["depth"] }
  | { readonly field: "variant"; readonly value: "single" | "double" }
  | { readonly field: "kind"; readonly value: "AP" | "AT" }
  | { readonly field: "height"; readonly value: number | undefined }
  | { readonly field: "hidden"; readonly value: boolean };

/**
 * Sets one detail: a foxhole's depth (shallow/deep), wire's variant, mines' kind (AP/AT), the height a scenario gives
 * a pillbox, bunker, barricade or roadblock (undefined clears it), or whether it is hidden from the opponent.
 */
export function setFortificationDetail(doc: MapDocument, hex: Hex, type: Fortification["type"], detail: FortificationDetail): CommandOutcome {
  return update(doc, hex, type, "setFortificationDetail", `${type} ${detail.field}`, (f) => {
    switch (detail.field) {
      case "depth": return f.type === "foxhole" ? { ...f, depth: detail.value } : `only a foxhole is shallow or deep`;
      case "variant": return f.type === "wire" ? { ...f, variant: detail.value } : `only wire is single or double`;
      case "kind": return f.type === "mines" ? { ...f, kind: detail.value } : `only mines are AP or AT`;
      case "hidden": {
        const { hidden: _old, ...rest } = f;
        return (detail.value ? { ...rest, hidden: true } : rest) as Fortification;
      }
      case "height": {
        if (!["pillbox", "bunker", "barricade", "abatis", "block", "roadblock"].includes(f.type)) return `a ${f.type} takes no height`;
        if (detail.value !== undefined && (!Number.isInteger(detail.value) || detail.value < 0 || detail.value > 100)) return "a height is a whole number from 0 to 100";
        const rest: Record<string, unknown> = { ...f };
        delete rest.height;
        return (detail.value === undefined ? rest : { ...rest, height: detail.value }) as Fortification;
      }
    }
  });
}
