import type { Viewer } from "@tactica/engine";
import type { ArtilleryState } from "./artillery-state";

/**
 * What a viewer sees of the artillery [17.82, digest §3.3]: its own side's list, and of the other side only the rounds
 * that have come down and how many are still listed (target hexes and impact turns stay secret until impact).
 */
export function toArtilleryView(arty: ArtilleryState, viewer: Viewer, over: boolean): unknown {
  if (over) return arty;
  const rounds = arty.rounds.filter((r) => r.side === viewer || r.fired);
  const hidden = arty.rounds.length - rounds.length;
  return { ...arty, rounds, hiddenRounds: hidden };
}
