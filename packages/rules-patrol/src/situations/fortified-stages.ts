import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { transferDetonators } from "../fire/index";
import { clearPillboxSmoke } from "../terrain/index";
import { sightSnipers } from "../spotting/index";
import type { PatrolGame } from "../state/index";

type Out = { game: PatrolGame; events: GameEvent[] };

/** Phase D end [28.7]: the sighting draws for hidden snipers (snipers.ts). */
export function sightSnipersAfter(out: Out, dice: DiceSource): Out {
  if (!out.game.snipers) return out;
  const sighted = sightSnipers(out.game, dice, out.game.work?.fired ?? []);
  return { game: sighted.game, events: [...out.events, ...sighted.events] };
}

/** Phase G end: smoke inside pillboxes may clear [14.22, 11.59]; a Claymore detonator's weapons taken over pass the switch [18.51]. */
export function afterMaintenance(out: Out, dice: DiceSource): Out {
  const cleared = clearPillboxSmoke(out.game, dice);
  const taken = transferDetonators(cleared.game, out.events);
  return { game: taken.game, events: [...out.events, ...cleared.events, ...taken.events] };
}
