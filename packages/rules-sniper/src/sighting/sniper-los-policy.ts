// Sniper!'s line of sight as the services' judge (lineOfSight, range, visibility, sighting jobs): every pair is ruled
// by this folder's own procedure (sniperLineOfSight: the 2-D line [7.3, 11.5, 12.1], prone observation [11.6], the
// same-building storeys [7.3, 10.1] and the 3-D procedure between levels [7.5]) over the board compiled from the map
// document; the kernel's walk only places each blocker on the path it explains. A viewpoint is a hex, a storey
// (`level`: -1 basement, 0 ground, 1.. floors, the roof) and a posture (standing, prone); facing and markers are
// the match's, not a map question's, so no field of fire is checked and no marker is out [7.1, 11.7].
import { compileMap } from "@tactica/map";
import type { CompiledMap, MapDocument } from "@tactica/map";
import type { Hex } from "@tactica/hex";
import { hexLine, isSameHex, toCanonicalHexside, toDirection, toHexKey } from "@tactica/hex";
import type { Eye, LosJudge, LosNote, LosOutcome, Provenance } from "@tactica/sighting";
import { BLOCKED, defineLosPolicy, toLosError, toLosGrid } from "@tactica/sighting";
import { FIREARMS, TERRAIN_MODES, sniperLookup } from "../tables/index";
import type { Firearm, TerrainMode } from "../tables/index";
import { buildingAt, compileSniperBoard } from "../terrain/index";
import type { SniperBoard } from "../terrain/index";
import type { SightAnswer, SightNote, SightPoint, SightPurpose } from "./line-of-sight";
import { GRID_PROVENANCE, sightElevation, sniperLineOfSight } from "./line-of-sight";

/** The sighting options of a Sniper! map question. */
export type SniperLosOptions = {
  /** The scenario's terrain mode [11.2] (default mixed; a match's own is used by matchId). */
  readonly terrainMode?: TerrainMode;
  /** A line of fire for this weapon instead of a line of sight (interior walls, ceilings, smoke [7.3, 11.5, 13.5]). */
  readonly weapon?: Firearm;
  /**
   * "out": each end has a Sighting marker out in front of him, facing the line's first hex (he looks through a door,
   * window or round a corner, or over a parapet) [7.4, 11.7]; default "none".
   */
  readonly markers?: "none" | "out";
  /** Rulings option values (sniper/... ids) the line reads: field edges, smoke, corners, grid columns. */
  readonly rulings?: Readonly<Record<string, string>>;
};

/** Postures of a viewpoint, highest first [9.5, 11.6]. */
export const SNIPER_POSTURES = ["standing", "prone"] as const;

type Compiled = { readonly ok: true; readonly board: SniperBoard } | { readonly ok: false; readonly message: string };
const BOARDS = new WeakMap<CompiledMap, Compiled>();

/** Compiles a map document for Sniper! sighting: the shared compiled map plus the Sniper! board it stands for. */
export function compileSniperSightMap(doc: MapDocument): CompiledMap {
  const map = compileMap(doc);
  const c = compileSniperBoard(doc, "mixed");
  BOARDS.set(map, c.ok ? { ok: true, board: c.board } : { ok: false, message: c.issues.map((i) => i.message).join("; ") });
  return map;
}

const TIE = { policy: "blocked-if-either", rule: "Sniper 11.5, 12.1 (a line along a hexside is blocked if either side blocks)" } as const;

/** Sniper! sight between two viewpoints is not mutual: a line through an opening is judged from the observer's side [7.3, 11.5]. */
export const sniperLosPolicy = defineLosPolicy<CompiledMap, SniperLosOptions>({
  system: "sniper",
  tie: TIE,
  postures: SNIPER_POSTURES,
  mutual: () => ({ mutual: false, rule: "Sniper 7.3, 11.5: directly behind an opening a soldier sees only through it, so a line is judged from its observer's side" }),
  prepare: (map, options) => createSniperJudge(map, options ?? {}),
});

const noteOf = (n: SightNote, provenance?: Provenance): LosNote => ({
  feature: n.feature, rule: n.rule, reason: n.detail ?? `${n.feature} (${n.rule})`, ...(provenance ? { provenance } : {}),
});

/** Prepares the judge for one compiled map and options; typed errors for a map or option Sniper! cannot read. */
export function createSniperJudge(map: CompiledMap, options: SniperLosOptions): LosOutcome<LosJudge> {
  const compiled = BOARDS.get(map);
  if (!compiled) return toLosError("los/bad_option", "this map was not compiled for Sniper! sighting (compileSniperSightMap)", "Sniper 11.0");
  if (!compiled.ok) return toLosError("los/bad_option", `not a Sniper! map: ${compiled.message}`, "Sniper 11.0");
  const mode = options.terrainMode ?? "mixed";
  if (!(TERRAIN_MODES as readonly string[]).includes(mode)) return toLosError("los/bad_option", `terrainMode must be ${TERRAIN_MODES.join(", ")}, not "${String(mode)}"`, "Sniper 11.2");
  if (options.weapon !== undefined && !(FIREARMS as readonly string[]).includes(options.weapon)) return toLosError("los/bad_option", `weapon must be one of ${FIREARMS.join(", ")}, not "${String(options.weapon)}"`, "Sniper 3.0 C");
  if (options.markers !== undefined && options.markers !== "none" && options.markers !== "out") return toLosError("los/bad_option", `markers must be "none" or "out", not "${String(options.markers)}"`, "Sniper 7.4, 11.7");
  if (options.rulings !== undefined && (typeof options.rulings !== "object" || Object.values(options.rulings).some((v) => typeof v !== "string"))) return toLosError("los/bad_option", "rulings must map option ids to choice ids");
  const board: SniperBoard = { ...compiled.board, mode };
  const purpose: SightPurpose = options.weapon ? { kind: "fire", weapon: options.weapon } : { kind: "see" };
  const grid = toLosGrid(map);
  const cellHex = (cell: number): Hex => ({ q: map.qOf(cell), r: map.rOf(cell) });
  const used = new Map<string, Provenance>();
  let answer: SightAnswer | undefined;
  let pending: SightNote[] = [];

  const terrainProvenance = (hex: Hex | undefined): Provenance | undefined => {
    const h = hex ? board.hexes.get(toHexKey(hex)) : undefined;
    return h && h.terrain !== "building" ? sniperLookup.terrain(mode, h.terrain).provenance : undefined;
  };
  const provenanceOf = (n: SightNote): Provenance | undefined => (n.feature === "building" ? GRID_PROVENANCE : n.hex ? terrainProvenance(n.hex) : undefined);
  /** Takes the first pending blocker this element stands for (so each is placed on the path once). */
  const take = (match: (n: SightNote) => boolean): SightNote | undefined => {
    const i = pending.findIndex(match);
    if (i < 0) return undefined;
    const [n] = pending.splice(i, 1);
    return n;
  };

  const posture = (e: Eye) => SNIPER_POSTURES[e.posture]!;
  /** One end as the line's SightPoint: with "out" markers, a Sighting marker and facing the first hex toward the other end. */
  const point = (e: Eye, other: Eye): SightPoint => {
    const hex = { q: e.q, r: e.r }, to = { q: other.q, r: other.r };
    const base: SightPoint = { hex, storey: e.level, posture: posture(e) };
    if (options.markers !== "out" || isSameHex(hex, to)) return base;
    const first = hexLine(hex, to).find((s) => s.kind === "hex" && !isSameHex(s.hex, hex));
    const facing = first && first.kind === "hex" ? toDirection(hex, first.hex) : undefined;
    return facing === undefined ? { ...base, marker: "sighting" } : { ...base, marker: "sighting", facing };
  };

  const judge: LosJudge = {
    grid, system: "sniper", tie: TIE, explain: false, note: undefined,
    usedProvenance: () => [...used.values()],
    resetProvenance() { used.clear(); },
    resolve(v) {
      const cell = map.indexOf(v.hex.q, v.hex.r);
      if (cell < 0) return toLosError("los/off_map", `hex (${v.hex.q}, ${v.hex.r}) is not on the map`);
      const posture = (SNIPER_POSTURES as readonly string[]).indexOf(v.posture);
      if (posture < 0) return toLosError("los/bad_posture", `posture "${v.posture}" is not ${SNIPER_POSTURES.join(" or ")}`, "Sniper 9.5");
      const storey = v.level ?? 0;
      const b = buildingAt(board, v.hex);
      if (storey !== 0 && (!b || !b.storeys.includes(storey))) {
        return toLosError("los/bad_level", b ? `building ${b.id} has storeys ${b.storeys.join(", ")}, not ${storey}` : `hex (${v.hex.q}, ${v.hex.r}) is not in a building: only storey 0`, "Sniper 10.0, 11.1");
      }
      const height = sightElevation(storey, posture === 0 ? "standing" : "prone");
      return { ok: true, value: { cell, q: v.hex.q, r: v.hex.r, level: storey, height, posture, building: b ? [...board.buildings.keys()].indexOf(b.id) : -1 } };
    },
    // 12.6, 11.8: hexes to the target plus one per level of difference.
    range: (a, b) => {
      const dq = a.q - b.q, dr = a.r - b.r;
      return ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1) + Math.abs(a.level - b.level);
    },
    lineHeight: (a, b, t) => a.height + (b.height - a.height) * t,
    begin(a, b) {
      answer = sniperLineOfSight(board, point(a, b), point(b, a), { purpose, ...(options.rulings ? { options: options.rulings } : {}) });
      for (const p of answer.provenance) used.set(JSON.stringify(p), p);
      pending = [...answer.blockedBy];
      if (this.explain) {
        // Pair-level rulings (prone range, floors and ceilings, the grid's use) and what the line passed, as one note.
        const pair = answer.blockedBy.filter((n) => n.hex === undefined && n.hexside === undefined);
        const passed = [...answer.conditions.map((c) => c.detail ?? c.feature), ...answer.cover.map((c) => `${c.feature}${c.terrain ? ` (${c.terrain})` : ""} gives cover [${c.rule}]`)];
        const first = pair[0];
        const grid3d = answer.provenance.find((p) => p === GRID_PROVENANCE || JSON.stringify(p) === JSON.stringify(GRID_PROVENANCE));
        if (first) { take((n) => n === first); this.note = noteOf(first); }
        else this.note = { feature: "sniper line", rule: answer.rules.join(", "), reason: passed.length > 0 ? passed.join("; ") : answer.clear ? "a clear line" : "blocked on the line", ...(grid3d ? { provenance: grid3d } : {}) };
        return first ? BLOCKED : 0;
      }
      return answer.clear ? 0 : BLOCKED;
    },
    hex(cell) {
      if (!this.explain || !answer || pending.length === 0) return 0;
      const h = cellHex(cell);
      const n = take((x) => x.hex !== undefined && x.hex.q === h.q && x.hex.r === h.r);
      if (!n) return 0;
      this.note = noteOf(n, provenanceOf(n));
      return BLOCKED;
    },
    side(from, _to, dir) {
      if (!this.explain || !answer || pending.length === 0) return 0;
      const hs = toCanonicalHexside(cellHex(from), dir as never);
      const n = take((x) => {
        if (!x.hexside) return false;
        const c = toCanonicalHexside(x.hexside.hex, x.hexside.dir);
        return c.hex.q === hs.hex.q && c.hex.r === hs.hex.r && c.dir === hs.dir;
      });
      if (!n) return 0;
      this.note = noteOf(n);
      return BLOCKED;
    },
    end(m) {
      // A blocker the kernel's walk did not reach (Sniper!'s own line differs at a tie) is still named, and still blocks.
      if (!answer || answer.clear) return m;
      if (this.explain) { const n = pending[0]; if (n) this.note = noteOf(n, provenanceOf(n)); }
      return BLOCKED;
    },
  };
  return { ok: true, value: judge };
}
