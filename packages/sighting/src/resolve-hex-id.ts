import type { Hex } from "@tactica/hex";
import type { CompiledMap } from "@tactica/map";
import type { LosOutcome } from "./types";
import { toLosError } from "./types";

/** The hex of a printed hex ID (e.g. "1FF1", "2320") on a compiled map, or los/unknown_hex. */
export function resolveHexId(map: CompiledMap, id: string): LosOutcome<Hex> {
  const hex = map.idToHex.get(id);
  if (!hex) return toLosError("los/unknown_hex", `no hex is printed "${id}" on map ${map.id}`);
  return { ok: true, value: hex };
}
