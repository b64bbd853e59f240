// The Starting Step, in its fixed order [Turn Sequence › The Starting Step]: remount bailed out tanks, rally pinned
// units, unit and formation Last Stand (motivation/ tests and In Good Spirits; no Formation Commander is fielded,
// so no Command Leadership re-roll), victory conditions; ambushes are revealed by the player's command; no
// reserves, aircraft or smoke are in play yet. Also the turn's bookkeeping: this player's teams start unmoved.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import type { FowGame, SideId } from "../state/index";
import { liveTeamsOf, withTeam, withUnit } from "../state/index";
import { motivationTest } from "../motivation/index";
import { checkVictory, formationsInGoodSpirits, inGoodSpirits } from "./victory";

export function runStartingStep(game: FowGame, side: SideId, dice: DiceSource): { game: FowGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let g: FowGame = { ...game, turnOf: { ...game.turnOf, [side]: game.turnOf[side] + 1 } };
  g = { ...g, teams: g.teams.map((t) => (t.side === side ? { ...t, moved: "none" as const, shot: false, outOfCommand: false } : t)), units: g.units.map((u) => (u.side === side ? (u.assaulted ? { ...u, order: null, assaulted: false } : { ...u, order: null }) : u)) };
  // 1 Remount Bailed Out tanks (d6 >= Remount).
  for (const u of g.units.filter((x) => x.side === side && !x.destroyed)) {
    for (const t of liveTeamsOf(g, u.id).filter((x) => x.state === "bailed")) {
      const r = motivationTest("remount", u.ratings.motivation, dice);
      if (r.passed) g = withTeam(g, t.id, { state: "ok" });
      events.push({ type: "fow/remount", data: { team: t.id, needed: u.ratings.motivation, rolls: [...r.faces], remounted: r.passed, rule: `fow Starting Step 1; ${r.rule}` } });
    }
  }
  // 2 Rally Pinned Down units.
  for (const u of g.units.filter((x) => x.side === side && x.pinned && !x.destroyed)) {
    const r = motivationTest("rally", u.ratings.motivation, dice);
    if (r.passed) g = withUnit(g, u.id, { pinned: false });
    events.push({ type: "fow/rally", data: { unit: u.id, needed: u.ratings.motivation, rolls: [...r.faces], rallied: r.passed, rule: `fow Starting Step 2; ${r.rule}` } });
  }
  // 3 Unit Last Stand for each unit not In Good Spirits.
  for (const u of g.units.filter((x) => x.side === side && !x.destroyed && !x.ambush)) {
    if (inGoodSpirits(g, u)) continue;
    const alive = liveTeamsOf(g, u.id).length;
    const t = alive === 0 ? null : motivationTest("last_stand", u.ratings.motivation, dice);
    const r = { rolls: t ? [...t.faces] : [], success: t?.passed ?? false };
    if (!r.success) {
      g = withUnit(g, u.id, { destroyed: true });
      for (const t of liveTeamsOf(g, u.id)) g = withTeam(g, t.id, t.type === "tank" ? { state: "destroyed" } : { state: "destroyed", at: t.at });
    }
    events.push({ type: "fow/last_stand", data: { unit: u.id, needed: u.ratings.motivation, rolls: r.rolls, passed: r.success, rule: "fow Starting Step 3; Unit Last Stand" } });
  }
  // 4 Formation Last Stand: a formation not in good spirits is destroyed with all its units.
  const good = new Set(formationsInGoodSpirits(g, side));
  for (const f of [...new Set(g.units.filter((u) => u.side === side).map((u) => u.formation))]) {
    if (good.has(f)) continue;
    for (const u of g.units.filter((x) => x.formation === f && !x.destroyed)) g = withUnit(g, u.id, { destroyed: true });
    events.push({ type: "fow/formation_destroyed", data: { formation: f, rule: "fow Starting Step 4; Formation Last Stand" } });
  }
  // 5 Check Victory Conditions.
  const result = checkVictory(g, side);
  if (result) {
    g = { ...g, result };
    events.push({ type: "fow/victory", data: { ...result } });
  }
  return { game: g, events };
}

/** The end of a player's turn: its teams that did not move or shoot are Gone to Ground [Movement › Going to Ground] (RULING-37). */
export function endPlayerTurn(game: FowGame, side: SideId): FowGame {
  return { ...game, teams: game.teams.map((t) => (t.side === side ? { ...t, goneToGround: t.moved === "none" && !t.shot } : t)) };
}

/** A new Shooting Step: hit counts for Pinned Down start again [Pinned Down]. */
export const startShootingStep = (game: FowGame): FowGame => ({ ...game, units: game.units.map((u) => ({ ...u, hitsThisStep: 0 })) });
