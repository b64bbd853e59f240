// Firepower 11.1.11 and 10.4 around every command: what an Up soldier may not do (he climbs on, over or down first),
// falls of Up soldiers knocked down (23.1.3), and tree positions left behind when their soldier leaves the hex (10.4).
import type { AfterCommandHook, ChitTurn, CommandGuard, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { boardOf } from "../core/board";
import { feetOf } from "../works/climbing-terrain";
import { JUMP_ELIMINATED_AT, JUMP_PER_HEIGHT, JUMP_STUNNED_AT } from "./optional-jump";
import { hitWithStatus } from "../core/status-ladder";
import { checkRearFire } from "../blasts/tree-positions";
import { woundsInUse } from "../optional/wounds";
import type { FirepowerGame, Soldier } from "../state/types";

/** Commands an Up soldier may not give until he is off what he climbs [11.1.11, 10.5.3]. */
const NOT_WHILE_UP = new Set(["move", "change_posture", "melee", "hit_the_dirt", "stairs", "climb", "mount", "join_crew", "open_close", "break_open", "fortification", "bunker_door"]);
/** 23.1.3: a fall is the 15.1.1 jump roll at +5. */
export const FALL_MODIFIER = 5;

function namedSoldiers(payload: unknown): string[] {
  if (typeof payload !== "object" || payload === null) return [];
  const p = payload as { soldier?: unknown; soldiers?: unknown };
  const one = typeof p.soldier === "string" ? [p.soldier] : [];
  return Array.isArray(p.soldiers) ? [...one, ...p.soldiers.filter((x): x is string => typeof x === "string")] : one;
}

function checkUpGate(game: FirepowerGame, type: string, payload: unknown, facing?: number) {
  for (const id of namedSoldiers(payload)) {
    if (type === "fire" || type === "order_fire") { const rear = checkRearFire(game, id); if (!rear.ok) return rear; }
    const s = game.soldiers.find((x) => x.id === id);
    if (!s?.up) continue;
    if (NOT_WHILE_UP.has(type)) return reject("climb/up", `${id} is Up (climbing ${s.up.hold === "tree" ? "a tree" : s.up.hold === "unit" ? "a bunker or pillbox" : "a hexside"}, head at ${s.up.height}): climb over or down first`, "Firepower 10.5.1, 11.1.11");
    if (type === "change_facing" && s.up.side !== undefined && facing !== undefined) return reject("climb/facing_hold", `${id} clings to the hexside he climbs and faces it`, "Firepower 11.1.11");
  }
  return OK;
}

/**
 * 23.1.3: an Up soldier knocked down (made Prone by a wound, Stun or Pin) falls to the foot of what he climbed, Prone.
 * With Option 23 wounds in use the fall is rolled as a jump from his feet (15.1.1) at +5: 16+ eliminated, 10-15 Stunned.
 * Without Option 23 he comes down unhurt (the fall's injuries are that Option's). A soldier on a roof is not climbing
 * (11.1.11.2: the Up unit there only shows the roof) and does not fall.
 */
export function settleFalls(game: FirepowerGame, dice: DiceSource, options: Readonly<Record<string, string>>): { game: FirepowerGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let changed = false;
  const soldiers = game.soldiers.map((s): Soldier => {
    const stale = s.treePosition && (s.eliminated || s.treePosition.hex.q !== s.hex.q || s.treePosition.hex.r !== s.hex.r || (s.storey ?? 0) !== 0);
    let x = s;
    if (stale) { const { treePosition: _p, ...rest } = x; x = rest; changed = true; } // 10.4: the position stays with its hex
    if (!x.up || (x.posture === "stand" && !x.eliminated)) return x;
    changed = true;
    const { up: _u, ...down } = x;
    if (x.eliminated) return down;
    const heights = Math.max(0, feetOf(x));
    if (!woundsInUse(options)) {
      events.push({ type: "climb/fell", data: { soldier: x.id, hex: boardOf(game).idOf(x.hex), heights, result: "no effect", note: "without Option 23 a fall inflicts nothing", rule: "Firepower 23.1.3" } });
      return { ...down, posture: "prone" };
    }
    const roll = dice.roll(10);
    const total = roll + FALL_MODIFIER + JUMP_PER_HEIGHT * heights;
    const result = total >= JUMP_ELIMINATED_AT ? "eliminated" : total >= JUMP_STUNNED_AT ? "stunned" : "no effect";
    events.push({ type: "climb/fell", data: { soldier: x.id, hex: boardOf(game).idOf(x.hex), heights, roll, modifier: FALL_MODIFIER + JUMP_PER_HEIGHT * heights, total, result, rule: "Firepower 23.1.3, 15.1.1" } });
    const landed: Soldier = { ...down, posture: "prone", running: false };
    return result === "eliminated" ? { ...landed, eliminated: true } : result === "stunned" ? hitWithStatus(landed, "stunned", options) : landed;
  });
  return changed ? { game: { ...game, soldiers }, events } : { game, events };
}

/** What an Up soldier may not do until he is off what he climbs, and rear fire from a tree position [10.4, 11.1.11]. */
export const CLIMBING_GUARD: CommandGuard<FirepowerGame, ChitTurn> = {
  name: "up-limits",
  rule: "Firepower 10.4, 11.1.11",
  check: (state, cmd) => checkUpGate(state.game, cmd.type, cmd.payload, (cmd.payload as { facing?: number } | null)?.facing),
};

/** After every command: falls of Up soldiers knocked down and tree positions' upkeep [10.4, 23.1.3]. */
export const FALLS_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "falls-and-tree-positions",
  rule: "Firepower 10.4, 23.1.3",
  after: (_state, r, _cmd, dice, ctx) => {
    const settled = settleFalls(r.state.game, dice, ctx.options);
    return settled.events.length === 0 && settled.game === r.state.game ? r : { state: { ...r.state, game: settled.game }, events: [...r.events, ...settled.events] };
  },
};
