// Opportunity fire [12.2], [7.4] as a secret standing reaction: a soldier with a Sighting marker fires, only in the
// enemy's impulse, at half firepower, at an enemy who enters a hex, changes posture or facing, or fires in his field
// and sight. Until it fires only its own seat knows it exists; once per turn (option sniper/opportunity_fire_once),
// three times for an MG or AR firing prone or through an adjacent window, at the next two enemies to cross the line
// through the hex of its first fire [12.8].
import type { ActivationTurn, StandingReactionSpec } from "@tactica/engine";
import type { Direction } from "@tactica/hex";
import { hexLineHexes, isSameHex } from "@tactica/hex";
import { buildingAt, sideAt } from "../terrain/index";
import type { Hex, SniperGame, Soldier } from "../state/index";
import { compiledBoard, distance, isFit, soldierById, withSoldier } from "../state/index";
import { resolveShot } from "./fire";
import { inRange } from "./fire-tables";
import { sees } from "./sight";
import { checkEnd } from "./victory";

/** Events whose soldier triggers opportunity fire [12.2]: entering a hex, posture or facing changes, firing. */
const TRIGGERS: Readonly<Record<string, string>> = { "sniper/entered": "soldier", "sniper/posture": "soldier", "sniper/faced": "soldier", "sniper/fired": "firer" };

/** An MG or AR that fires prone, or through a window in the hexside he faces, may fire three opportunity fires a turn [12.8]. */
export function firesThreeTimes(game: SniperGame, s: Soldier): boolean {
  if (s.weapon !== "MG" && s.weapon !== "AR") return false;
  if (s.posture === "prone") return true;
  if (!game.board.buildings?.length || s.level < 0) return false;
  const cb = compiledBoard(game.board);
  if (!buildingAt(cb, s.hex)) return false;
  const side = sideAt(cb, s.hex, s.facing as Direction, s.level);
  return side.kind === "level" && side.type === "window";
}

/** Whether `t` stands on the line from `from` through `through`, continued to the map's edge [12.8]. */
export function onFireLine(from: Hex, through: Hex, t: Hex): boolean {
  const far = { q: from.q + (through.q - from.q) * 60, r: from.r + (through.r - from.r) * 60 };
  return hexLineHexes(from, far).some((h) => isSameHex(h, t));
}

function triggerTarget(game: SniperGame, observer: Soldier, events: readonly { type: string; data?: unknown }[]): Soldier | undefined {
  for (const e of events) {
    const key = TRIGGERS[e.type];
    if (!key) continue;
    const id = (e.data as Record<string, unknown> | undefined)?.[key];
    const t = typeof id === "string" ? soldierById(game, id) : undefined;
    if (!t || t.side === observer.side || !isFit(t)) continue;
    if (!inRange(observer.weapon, distance(observer.hex, t.hex))) continue;
    if (observer.oppFired && observer.oppLine && !onFireLine(observer.hex, observer.oppLine, t.hex)) continue;
    if (sees(game.board, observer, t)) return t;
  }
  return undefined;
}

export const OPPORTUNITY_FIRE_SPEC: StandingReactionSpec<SniperGame, ActivationTurn> = {
  rule: "sniper 12.2",
  triggered(entry, t) {
    if (t.cmd.seat === entry.seat) return false; // only in the enemy's impulse
    const observer = soldierById(t.state.game, (entry.data as { soldier: string }).soldier);
    if (!observer || !isFit(observer) || observer.stunned || observer.unloaded) return false;
    // Once a turn [12.2]; an MG or AR prone or at an adjacent window twice more, its marker then Exposed [12.8].
    const again = observer.oppFired && observer.markers.exposed && firesThreeTimes(t.state.game, observer) && (observer.oppShots ?? 1) < 3;
    if (!(observer.markers.sighting && !observer.oppFired) && !again) return false;
    if (t.state.game.result) return false;
    return triggerTarget(t.state.game, observer, t.events) !== undefined;
  },
  fire(entry, t, dice, ctx) {
    const game0 = t.state.game;
    const observer = soldierById(game0, (entry.data as { soldier: string }).soldier)!;
    const target = triggerTarget(game0, observer, t.events)!;
    const shot = resolveShot(game0, observer, target, "opportunity", dice, ctx.options, ctx.tables);
    // Sighting flips to Exposed, or goes in the open [7.4]: on the rural board he is always in the open; an MG or AR
    // that may fire three times keeps the Exposed side and the line of its first fire [12.8].
    const triple = firesThreeTimes(game0, observer);
    const shots = (observer.oppFired ? observer.oppShots ?? 1 : 0) + 1;
    const tripleMarks = triple ? { oppShots: shots, oppLine: observer.oppFired && observer.oppLine ? observer.oppLine : target.hex } : {};
    let game = withSoldier(shot.game, observer.id, { oppFired: true, ...tripleMarks, markers: { ...soldierById(shot.game, observer.id)!.markers, sighting: false, exposed: triple } });
    // Wounded while moving: the MP left are halved, and with 1 left he stops; out of action, he stops at once [9.7].
    const cur = game.impulse?.current;
    if (cur && cur.soldier === target.id) {
      const hit = soldierById(game, target.id)!;
      const left = hit.health === "wounded" && target.health === "healthy" ? Math.floor(cur.mpLeft / 2) : isFit(hit) && !hit.stunned ? cur.mpLeft : 0;
      game = { ...game, impulse: { ...game.impulse!, current: left > 1 ? { ...cur, mpLeft: left } : null } };
    }
    const keep = triple && shots < 3 && !soldierById(game, observer.id)!.unloaded;
    return { state: { ...t.state, game: checkEnd(game) }, events: shot.events.map((e) => ({ ...e, data: { ...(e.data as object), opportunity: true, ...(triple ? { shot: shots } : {}) } })), ...(keep ? { keep: true } : {}) };
  },
};
