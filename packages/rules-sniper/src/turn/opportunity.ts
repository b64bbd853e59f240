// Opportunity fire [12.2], [7.4] as a secret standing reaction: a soldier with a Sighting marker fires, only in the
// enemy's impulse, at half firepower, at an enemy who enters a hex, changes posture or facing, or fires in his field
// and sight. Until it fires only its own seat knows it exists; once per turn (option sniper/opportunity_fire_once).
import type { ActivationTurn, StandingReactionSpec } from "@tactica/engine";
import type { SniperGame, Soldier } from "../state/index";
import { distance, isFit, soldierById, withSoldier } from "../state/index";
import { resolveShot } from "./fire";
import { inRange } from "./fire-tables";
import { sees } from "./sight";
import { checkEnd } from "./victory";

/** Events whose soldier triggers opportunity fire [12.2]: entering a hex, posture or facing changes, firing. */
const TRIGGERS: Readonly<Record<string, string>> = { "sniper/entered": "soldier", "sniper/posture": "soldier", "sniper/faced": "soldier", "sniper/fired": "firer" };

function triggerTarget(game: SniperGame, observer: Soldier, events: readonly { type: string; data?: unknown }[]): Soldier | undefined {
  for (const e of events) {
    const key = TRIGGERS[e.type];
    if (!key) continue;
    const id = (e.data as Record<string, unknown> | undefined)?.[key];
    const t = typeof id === "string" ? soldierById(game, id) : undefined;
    if (!t || t.side === observer.side || !isFit(t)) continue;
    if (!inRange(observer.weapon, distance(observer.hex, t.hex))) continue;
    if (sees(game.board, observer, t)) return t;
  }
  return undefined;
}

export const OPPORTUNITY_FIRE_SPEC: StandingReactionSpec<SniperGame, ActivationTurn> = {
  rule: "sniper 12.2",
  triggered(entry, t) {
    if (t.cmd.seat === entry.seat) return false; // only in the enemy's impulse
    const observer = soldierById(t.state.game, (entry.data as { soldier: string }).soldier);
    if (!observer || !isFit(observer) || observer.stunned || observer.unloaded || !observer.markers.sighting || observer.oppFired) return false;
    if (t.state.game.result) return false;
    return triggerTarget(t.state.game, observer, t.events) !== undefined;
  },
  fire(entry, t, dice, ctx) {
    const game0 = t.state.game;
    const observer = soldierById(game0, (entry.data as { soldier: string }).soldier)!;
    const target = triggerTarget(game0, observer, t.events)!;
    const shot = resolveShot(game0, observer, target, "opportunity", dice, ctx.options);
    // Sighting flips to Exposed, or goes in the open [7.4]: on this rural board he is always in the open.
    let game = withSoldier(shot.game, observer.id, { oppFired: true, markers: { ...soldierById(shot.game, observer.id)!.markers, sighting: false, exposed: false } });
    // Wounded while moving: the MP left are halved, and with 1 left he stops; out of action, he stops at once [9.7].
    const cur = game.impulse?.current;
    if (cur && cur.soldier === target.id) {
      const hit = soldierById(game, target.id)!;
      const left = hit.health === "wounded" && target.health === "healthy" ? Math.floor(cur.mpLeft / 2) : isFit(hit) && !hit.stunned ? cur.mpLeft : 0;
      game = { ...game, impulse: { ...game.impulse!, current: left > 1 ? { ...cur, mpLeft: left } : null } };
    }
    return { state: { ...t.state, game: checkEnd(game) }, events: shot.events.map((e) => ({ ...e, data: { ...(e.data as object), opportunity: true } })) };
  },
};
