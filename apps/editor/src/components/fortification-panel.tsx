"use client";
import type { Direction, Hex } from "@tactica/hex";
import type { Fortification, MapDocument } from "@tactica/map";
import { removeFortification, setAperture, setFortificationDetail, setFortificationFacing, toggleFortificationSide } from "../lib/commands";
import type { CommandOutcome } from "../lib/commands";

const DIRS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
// Hexside names for the document's orientation (direction 0 is north on flat-topped maps, north-east on pointy ones).
const NAMES = { flat: ["N", "NE", "SE", "S", "SW", "NW"], pointy: ["NE", "E", "SE", "SW", "W", "NW"] } as const;
const APERTURES = ["slit", "loophole", "door"] as const;

/**
 * The fortifications placed in the selected hex, each with its form: facing and one aperture per hexside for
 * pillboxes and bunkers, depth, wire variant, mine kind, blocked hexsides of barricades and roadblocks, height,
 * hidden. Every change is a command with an inverse; refusals come back as the editor's message.
 */
export function FortificationPanel({ doc, hex, run }: { doc: MapDocument; hex: Hex | undefined; run(o: CommandOutcome): void }) {
  if (hex === undefined) return null;
  const here = (doc.fortifications ?? []).filter((f) => f.hex.q === hex.q && f.hex.r === hex.r);
  if (here.length === 0) return null;
  const names = NAMES[doc.orientation];
  return (
    <section className="panel" data-testid="fortification-panel">
      <h2>Fortifications</h2>
      {here.map((f) => <FortificationForm key={f.type} f={f} hex={hex} doc={doc} names={names} run={run} />)}
    </section>
  );
}

function FortificationForm({ f, hex, doc, names, run }: { f: Fortification; hex: Hex; doc: MapDocument; names: readonly string[]; run(o: CommandOutcome): void }) {
  const id = `fort-${f.type}`;
  return (
    <fieldset data-testid={id}>
      <legend>{f.type} <button type="button" title="remove" onClick={() => run(removeFortification(doc, hex, f.type))}>✕</button></legend>
      {"facing" in f && (
        <label>Facing <select data-testid={`${id}-facing`} value={f.facing ?? ""} onChange={(e) => run(setFortificationFacing(doc, hex, f.type, Number(e.target.value) as Direction))}>
          {f.facing === undefined && <option value="">none</option>}
          {DIRS.map((d) => <option key={d} value={d}>{names[d]}</option>)}
        </select></label>
      )}
      {(f.type === "pillbox" || f.type === "bunker") && (
        <div className="row" data-testid={`${id}-apertures`}>
          {DIRS.map((d) => {
            const a = f.apertures.find((x) => x.dir === d);
            return (
              <label key={d} title={`aperture on the ${names[d]} hexside`}>{names[d]}
                <select data-testid={`${id}-aperture-${d}`} value={a?.kind ?? ""}
                  onChange={(e) => run(setAperture(doc, hex, f.type as "pillbox" | "bunker", d, e.target.value === "" ? undefined : e.target.value as (typeof APERTURES)[number]))}>
                  <option value="">wall</option>
                  {APERTURES.map((k) => <option key={k} value={k}>{k}</option>)}
                </select>
              </label>
            );
          })}
        </div>
      )}
      {f.type === "foxhole" && (
        <label>Depth <select data-testid={`${id}-depth`} value={f.depth} onChange={(e) => run(setFortificationDetail(doc, hex, f.type, { field: "depth", value: e.target.value as "shallow" | "deep" }))}>
          <option value="shallow">shallow</option><option value="deep">deep</option>
        </select></label>
      )}
      {f.type === "wire" && (
        <label>Wire <select data-testid={`${id}-variant`} value={f.variant ?? "single"} onChange={(e) => run(setFortificationDetail(doc, hex, f.type, { field: "variant", value: e.target.value as "single" | "double" }))}>
          <option value="single">single</option><option value="double">double</option>
        </select></label>
      )}
      {f.type === "mines" && (
        <label>Mines <select data-testid={`${id}-kind`} value={f.kind} onChange={(e) => run(setFortificationDetail(doc, hex, f.type, { field: "kind", value: e.target.value as "AP" | "AT" }))}>
          <option value="AP">AP</option><option value="AT">AT</option>
        </select></label>
      )}
      {(f.type === "barricade" || f.type === "abatis" || f.type === "block" || f.type === "roadblock") && (
        <div className="row" title="hexsides it blocks (none: the whole hex)">
          {DIRS.map((d) => (
            <label key={d}><input type="checkbox" data-testid={`${id}-side-${d}`} checked={(f.sides ?? []).includes(d)}
              onChange={() => run(toggleFortificationSide(doc, hex, f.type as "barricade", d))} />{names[d]}</label>
          ))}
        </div>
      )}
      {"height" in f || ["pillbox", "bunker", "barricade", "abatis", "block", "roadblock"].includes(f.type) ? (
        <label title="The rulebooks give none: the scenario sets it">Height <input className="short" type="number" min={0} data-testid={`${id}-height`}
          value={"height" in f && typeof f.height === "number" ? f.height : ""}
          onChange={(e) => run(setFortificationDetail(doc, hex, f.type, { field: "height", value: e.target.value === "" ? undefined : Number(e.target.value) }))} /></label>
      ) : null}
      <label><input type="checkbox" data-testid={`${id}-hidden`} checked={f.hidden === true}
        onChange={(e) => run(setFortificationDetail(doc, hex, f.type, { field: "hidden", value: e.target.checked }))} /> hidden from the opponent</label>
    </fieldset>
  );
}
