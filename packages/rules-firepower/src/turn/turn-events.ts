import type { CommandContext, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { chargesAtPhaseEnd } from "../combat/demolition";
import { settleFalls } from "./climbing-gate";
import { prisonersInUse, releaseUnguarded } from "../optional/prisoners";
import { boardOf } from "../core/board";
import { patchSoldiers, soldiersAt } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side } from "../state/types";
import { statusAtPhaseEnd } from "../core/status-ladder";
import { scoreVictory } from "./victory";
import { atTurnRecord } from "../blasts/smoke";
import { burnSoldiers, spreadFires } from "../fire-setup/fires";
import { burnInVehicles, withVehicleFires } from "../fire-setup/vehicles-engine-fire";
import { offMapImpulseIds } from "../fire-setup/map-entry";
import { burnVehiclesInFire } from "../fire-setup/vehicles-fire-hex";
import { characteristicsInUse, motivationCheck } from "../optional/optional-characteristics";
import { regainSurrendered, surrenderCallsInUse } from "../optional/optional-surrender";
import { lapseOrders, ordersInUse } from "../weapons/optional-orders";
import { moralePhase, onMoraleDraw } from "../fire-setup/optional-morale";
import { onPanicDraw } from "./optional-panic";
import { weighLoads } from "../optional/optional-equipment";
import { optionalPhaseOrder } from "../advanced/option-rules";
import { onVehicleTurnEvent } from "../weapons/vehicles-play";
import { onCrewTurnEvent } from "../weapons/crews";

const side = (event: GameEvent): Side | undefined => {
  const s = (event.data as { side?: unknown } | undefined)?.side;
  return s === "A" || s === "B" ? s : undefined;
};

/** A chit is drawn [6.1.1-6.1.2]: the side's speed markers go, the other side's Suppressed markers go; a new Impulse Phase. */
function onDraw(game: FirepowerGame, active: Side, options: Readonly<Record<string, string>>): FirepowerGame {
  const clears: Side = options["firepower/suppression_removal"] === "own_side" ? active : active === "A" ? "B" : "A";
  return {
    ...patchSoldiers(game, (s) => ({
      ...s, acted: false, combatUsed: false,
      running: s.side === active ? false : s.running,
      status: s.side === clears && s.status === "suppressed" ? "none" : s.status,
    })),
    impulse: null,
    // Option 16.4 counts non-automatic shots per target hex within one Impulse Phase.
    ...(game.semiShots ? { semiShots: {} } : {}),
    // 11.1.3: the four soldiers per window are counted per Impulse Phase.
    ...(game.windowCrossings ? { windowCrossings: {} } : {}),
  };
}

/** An Impulse starts [6.2.6]: every soldier of the side that starts it in the hex, and has not acted this phase, joins it. */
function onImpulse(game: FirepowerGame, active: Side, squad: string, hexId: string): FirepowerGame {
  const hex = boardOf(game).hexOf(hexId);
  // 9.2: a squad's Impulse is used by its own soldiers only.
  const ids = hex ? soldiersAt(game, hex).filter((s) => s.side === active && s.squad === squad && !s.acted).map((s) => s.id) : offMapImpulseIds(game, active, squad, hexId); // 10.2: "off:<side>" (map-entry.ts)
  const next = patchSoldiers(game, (s) => (ids.includes(s.id) ? { ...s, acted: true, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [] } : undefined));
  return { ...next, impulse: { hexId, soldiers: ids, firedFrom: [] } };
}

/** The Firepower reaction to the chit-draw turn model's events [6.1, 6.1.3, 7]. */
export function onFirepowerTurnEvent(
  state: FirepowerState, event: GameEvent, dice?: DiceSource, ctx?: Pick<CommandContext, "tables">,
): { state: FirepowerState; events: GameEvent[] } {
  const game = state.game;
  const active = side(event);
  let next: FirepowerGame = game;
  const events: GameEvent[] = [];
  if (event.type === "turn/chit_drawn" && active) {
    next = onDraw(game, active, state.options);
    // 24.1: squads with fewer units left than drawn this Turn take no Impulses in this phase.
    const withheld = onMoraleDraw(next, ((event.data as { squads?: unknown }).squads as string[] | undefined) ?? []);
    next = withheld.game;
    events.push(...withheld.events);
    // 16.5: the drawing side's written orders lapse (they are renewed by writing them again).
    if (ordersInUse(state.options)) {
      const lapsed = lapseOrders(next, active);
      next = lapsed.game;
      events.push(...lapsed.events);
    }
    // Option 21.3: the side's soldiers in a Fire hex burn as its Impulse Phase starts (src/game/fires.ts).
    if (dice) {
      const burned = burnSoldiers(boardOf(next), next, active, dice, { options: state.options, ...(ctx?.tables ? { tables: ctx.tables } : {}) });
      const inVehicles = burnInVehicles(burned.game, active, dice, { options: state.options, ...(ctx?.tables ? { tables: ctx.tables } : {}) }); // 21.2 (vehicles-engine-fire.ts)
      const vehiclesInFire = burnVehiclesInFire(inVehicles.game, active, dice, { options: state.options, ...(ctx?.tables ? { tables: ctx.tables } : {}) }); // 21.3 (vehicles-fire-hex.ts)
      next = vehiclesInFire.game;
      events.push(...burned.events, ...inVehicles.events, ...vehiclesInFire.events);
    }
    // Option 15.2: the side's loads are weighed again (optional-equipment.ts), before anyone moves.
    const weighed = weighLoads(next, active, state.options, ctx?.tables);
    next = weighed.game;
    events.push(...weighed.events);
    // Option 24.2.3: panicked soldiers run for their own edge, moved by the engine (optional-panic.ts).
    if (dice && ctx?.tables) {
      const panic = onPanicDraw({ ...state, game: next }, active, dice, ctx.tables);
      next = panic.state.game;
      events.push(...panic.events);
    }
  }
  else if (event.type === "turn/impulse_started" && active) {
    const data = event.data as { hex?: unknown; squad?: unknown };
    next = onImpulse(game, active, String(data.squad ?? active), String(data.hex ?? ""));
    // 22.1.10: with Option 22 the hex's best motivation decides whether its soldiers may use the Impulse.
    if (dice && characteristicsInUse(state.options)) {
      const checked = motivationCheck(next, dice, ctx?.tables);
      next = checked.game;
      events.push(...checked.events);
    }
  }
  else if (event.type === "turn/impulse_ended") {
    next = { ...game, impulse: null };
    // 25.4: prisoners left unguarded during their own side's Impulse Phase may be regained.
    if (active && prisonersInUse(state.options)) {
      const freed = releaseUnguarded(next, active);
      next = freed.game;
      events.push(...freed.events);
    }
    // 25.2.2: surrendered soldiers left with no enemy within two hexes in their own Impulse Phase are regained.
    if (active && surrenderCallsInUse(state.options)) {
      const regained = regainSurrendered(next, active);
      next = regained.game;
      events.push(...regained.events);
    }
  }
  else if (event.type === "turn/impulse_phase_ended" && active) {
    // 6.1.3: at the end of its Impulse Phase the side's Stunned soldiers become Suppressed (16.6: one step down the ladder).
    next = { ...patchSoldiers(game, (s) => (s.side === active && s.status !== statusAtPhaseEnd(s.status, state.options) ? { ...s, status: statusAtPhaseEnd(s.status, state.options) } : undefined)), impulse: null };
    // 12.4.9: at the very end of the phase, the side's charges armed in an earlier phase explode.
    if (next.charges && dice) {
      const blown = chargesAtPhaseEnd(next, active, dice, { options: state.options, ...(ctx?.tables ? { tables: ctx.tables } : {}) });
      // 23.1.3: climbers a charge knocked down, or whose tree, fence or wall it destroyed, fall now (climbing-gate.ts).
      const settled = settleFalls(blown.game, dice, state.options);
      next = settled.game;
      events.push(...blown.events, ...settled.events);
    }
  } else if (event.type === "turn/round_started" && dice) {
    // Option 21.1.3: the Fire Phase at the start of the Turn, each Fire may spread; Option 24.1: the Morale Phase;
    // in the order of option optional_phase_order (the Game Card's sequence is missing).
    const round = Number((event.data as { round?: unknown } | undefined)?.round ?? 0);
    for (const phase of optionalPhaseOrder(state.options)) {
      const done = phase === "fire" ? withVehicleFires(spreadFires(boardOf(next), next, round, dice, state.options), round, state.options) : phase === "morale" ? moralePhase(next, dice, ctx?.tables) : undefined;
      if (done) { next = done.game; events.push(...done.events); }
    }
  } else if (event.type === "turn/turn_record") {
    // 9.3: illumination units and smoke not started in the Turn just ended leave the map (src/game/smoke.ts).
    const cleared = atTurnRecord(game, Number((event.data as { round?: unknown } | undefined)?.round ?? 0));
    next = cleared.game;
    if (cleared.smokeRemoved.length + cleared.illuminationRemoved.length > 0) events.push({ type: "field/cleared", data: { smoke: cleared.smokeRemoved.map((h) => boardOf(game).idOf(h)), illumination: cleared.illuminationRemoved.map((h) => boardOf(game).idOf(h)), rule: "Firepower 9.3" } });
  } else if (event.type === "turn/game_over") {
    const result = scoreVictory(game, state.options);
    next = { ...game, result };
    events.push({ type: "game/result", data: result });
  }
  next = onVehicleTurnEvent(next, event, active); // Option 19: vehicles take Impulses with their squads (vehicles-play.ts)
  next = onCrewTurnEvent(next, event, ctx?.tables); // 10.1.1: crew MF penalties as each Impulse starts (crews.ts)
  return { state: next === game ? state : { ...state, game: next }, events };
}
