// Firepower 8.2.5: "A defender with buildings may start a game with doors and/or windows open or closed, as desired.
// An attacker with buildings must start with all doors and windows open." The scenario names its `defender` (the
// other side is the attacker); a side's buildings are those holding its soldiers when play begins. The map
// document's open/closed flags are the defender's default choice; in a set-up phase he may change those of the
// buildings he holds (`setup_opening`). When play begins (the end of the set-up phase, or at once without one) every
// door and window of a building holding an attacker's soldier is opened. A scenario naming no defender has no
// attacker: the doors and windows start as drawn. Advanced Game only (doors and windows are Advanced, 11.1.9).
import type { Check, ChitTurn, CommandSpec, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { isSameHex } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import type { Building, MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import type { FirepowerScenarioData } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { withOpening } from "../works/openings";
import { isSettingUp, placingSide } from "./setup-phase";
import { otherSide } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side } from "../state/types";

const RULE = "Firepower 8.2.5";

const isOpening = (type: string): boolean => type === "door" || type === "window";

/** The game's map document with global coordinates (a document of placed boards flattened). */
function flatDocument(game: FirepowerGame): MapDocument {
  const doc = boardOf(game).document;
  return doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc;
}

/** Buildings holding at least one soldier of `side` still in play. */
function buildingsHeldBy(game: FirepowerGame, doc: MapDocument, side: Side): readonly Building[] {
  const hexes = game.soldiers.filter((s) => s.side === side && !s.eliminated && !s.riding).map((s) => s.hex);
  return (doc.buildings ?? []).filter((b) => b.hexes.some((h) => hexes.some((x) => isSameHex(h, x))));
}

/** The attacker of a match whose scenario named its defender (Advanced Game), else undefined. */
export function attackerOf(game: FirepowerGame): Side | undefined {
  return game.rules === "advanced" && game.openingsDefender ? otherSide(game.openingsDefender) : undefined;
}

/**
 * Every door and window of the buildings holding an attacker's soldier opened [8.2.5]; the game unchanged (the same
 * object) when there is no attacker or all of them are open already. `opened` counts the openings changed.
 */
export function withAttackerOpeningsOpen(game: FirepowerGame): { game: FirepowerGame; opened: number } {
  const attacker = attackerOf(game);
  if (!attacker) return { game, opened: 0 };
  const doc = flatDocument(game);
  const held = new Set(buildingsHeldBy(game, doc, attacker).map((b) => b.id));
  let opened = 0;
  const buildings = (doc.buildings ?? []).map((b) => (!held.has(b.id) ? b : {
    ...b,
    levels: b.levels.map((l) => (!l.sides ? l : {
      ...l,
      sides: l.sides.map((x) => {
        if (!isOpening(x.type) || x.open !== false) return x;
        opened += 1;
        return { ...x, open: true };
      }),
    })),
  }));
  return opened === 0 ? { game, opened } : { game: { ...game, mapDocument: { ...doc, buildings } }, opened };
}

/**
 * Set-up step: records the scenario's defender for 8.2.5 (Advanced Game, a defender named) and, without a set-up
 * phase, opens the attacker's buildings at once; with one, that waits for the end of the set-up phase.
 */
export function setupOpenings(game: FirepowerGame, sc: Pick<FirepowerScenarioData, "rules" | "defender">): FirepowerGame {
  if (sc.rules !== "advanced" || !sc.defender) return game;
  const marked: FirepowerGame = { ...game, openingsDefender: sc.defender };
  return marked.setup ? marked : withAttackerOpeningsOpen(marked).game;
}

const openingsOpenedEvent = (game: FirepowerGame, opened: number): GameEvent => ({ type: "setup/attacker_openings_opened", data: { side: attackerOf(game) ?? null, opened, rule: RULE } });

/** `end_setup` that, when it ends the set-up phase, opens every door and window of the attacker's buildings [8.2.5]. */
export function withAttackerOpeningsAtEnd(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    resolve(state, cmd, dice, ctx) {
      const r = spec.resolve(state, cmd, dice, ctx);
      if (!isSettingUp(state.game) || isSettingUp(r.state.game)) return r;
      const { game, opened } = withAttackerOpeningsOpen(r.state.game);
      return opened === 0 ? r : { ...r, state: { ...r.state, game }, events: [...r.events, openingsOpenedEvent(game, opened)] };
    },
  };
}

const payload = z.object({
  /** Printed ID of a building hex with the door or window. */
  hex: z.string().min(1),
  /** Hexside 1-6 of that hex. */
  side: z.number().int().min(1).max(6),
  storey: z.number().int().min(-1).max(14).optional(),
  open: z.boolean(),
}).strict();
type Payload = z.infer<typeof payload>;

function checkSetOpening(state: FirepowerState, seat: string, raw: Payload): Check & { hex?: Hex; dir?: number; storey?: number } {
  const p = { ...raw, storey: raw.storey ?? 0 };
  const game = state.game;
  if (!game.openingsDefender || game.rules !== "advanced") return reject("opening/no_defender", "the scenario names no defender to choose the doors and windows", RULE);
  const turn = placingSide(game, seat);
  if (!turn.ok) return turn;
  if (seat !== game.openingsDefender) return reject("opening/attacker_open", "the attacker's doors and windows start open; only the defender chooses his", RULE);
  const board = boardOf(game);
  const hex = board.hexOf(p.hex);
  if (!hex) return reject("setup/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  const found = board.levelSide(hex, p.side - 1, p.storey);
  if (!found || !isOpening(found.type)) return reject("opening/none", `no door or window on that side of ${p.hex} at storey ${p.storey}`, RULE);
  const doc = flatDocument(game);
  const building = (doc.buildings ?? []).find((b) => b.hexes.some((h) => isSameHex(h, hex)));
  if (!building || !buildingsHeldBy(game, doc, seat).some((b) => b.id === building.id)) return reject("opening/not_held", `none of side ${seat}'s soldiers is in the building of ${p.hex}`, RULE);
  if (buildingsHeldBy(game, doc, otherSide(seat)).some((b) => b.id === building.id)) return reject("opening/attacker_open", "the attacker holds that building too: its doors and windows start open", RULE);
  if (found.open === p.open) return reject("opening/unchanged", `the ${found.type} is already ${p.open ? "open" : "closed"}`, RULE);
  return { ...OK, hex, dir: p.side - 1, storey: p.storey };
}

/**
 * `setup_opening { hex, side, storey?, open }`: in the set-up phase the defender sets a door or window of a building
 * he holds open or closed [8.2.5]; it costs nothing (it is not an Action).
 */
export const setupOpeningCommand = defineCommand<FirepowerGame, ChitTurn, Payload>({
  schema: payload,
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state, cmd) => checkSetOpening(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkSetOpening(state, cmd.seat, cmd.payload);
    if (!c.hex || c.dir === undefined || c.storey === undefined) throw new Error("setup_opening: resolve after a failed check");
    const game: FirepowerGame = { ...state.game, mapDocument: withOpening(boardOf(state.game).document, c.hex, c.dir, c.storey, cmd.payload.open) };
    return { state: { ...state, game }, events: [{ type: cmd.payload.open ? "setup/opening_opened" : "setup/opening_closed", data: { side: cmd.seat, hex: cmd.payload.hex, hexside: cmd.payload.side, storey: c.storey, rule: RULE } }] };
  },
});
