// Firepower 11.2.2: Snow or Mud weather from the scenario, extra MF for the Leg MF chart's note (b) Actions.
import type { AnyTable } from "@tactica/engine";
import { defineTable, lookup } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { POSTURES } from "../tables/basic-mf-chart";
import type { Posture } from "../tables/basic-mf-chart";
import { missing } from "../tables/sources";
import { boardOf } from "../core/board";
import { caveAt, entersCaveTop } from "../works/caves";
import { rawTerrainOf } from "./craters";
import type { FirepowerGame, Soldier } from "../state/types";
import { fordsInto } from "../works/water";

const RULE = "Firepower 11.2.2";

/** The scenario's weather conditions that change movement [11.2.2]. */
export const weatherSchema = z.enum(["snow", "mud"]);

/** Snow or Mud. */
export type Weather = z.infer<typeof weatherSchema>;

const NOTE = "Leg MF Chart (missing Game Card), note (b) Snow or Mud [11.2.2]: which Actions carry (b) and how many extra MF "
  + "are on the missing chart; placeholder = +1 MF to enter a new hex (the Action the digest reads (b) on, 11.1.1), any posture";

/** Extra MF in Snow or Mud to enter a new hex, by posture [11.2.2] (every cell a placeholder: the chart is missing). */
export const WEATHER_MF = defineTable<{ weather: Weather; posture: Posture }, number>({
  id: "firepower/weather_mf",
  version: "1",
  title: "Snow or Mud extra MF to enter a new hex (Advanced Leg MF Chart note (b), placeholder)",
  inputs: z.object({ weather: weatherSchema, posture: z.enum(POSTURES) }),
  output: z.number().int().min(0).max(12),
  cells: weatherSchema.options.flatMap((weather) => POSTURES.map((posture) => ({ inputs: { weather, posture }, value: 1, provenance: missing(NOTE) }))),
});

/** Hex terrain on which Mud (not Snow) is ignored [11.2.2]. */
const PAVED = new Set(["paved-road", "alley", "pavement"]);

/** The game with the scenario's weather (Advanced only; present only when Snow or Mud) [11.2.2]. */
export function withWeather(game: FirepowerGame, sc: { readonly weather?: Weather | undefined; readonly rules: "basic" | "advanced" }): FirepowerGame {
  return sc.weather && sc.rules === "advanced" ? { ...game, weather: sc.weather } : game;
}

/** Why the weather costs nothing for this step, if it does not [11.2.2]. */
function ignoredBecause(game: FirepowerGame, weather: Weather, to: Hex, fording: boolean, s: Soldier): string | undefined {
  const board = boardOf(game);
  if (fording) return "fording";
  // "Ignored inside buildings or other structures with a roof (pillboxes, bunkers, towers, caves, or tunnels, etc.)".
  if (board.storeysOf(to).length > 0) return "inside a building";
  if (caveAt(game, to) && !entersCaveTop(game, s, to)) return "inside a cave"; // 8.8.7: its top is open hill (caves.ts)
  if (weather === "mud" && PAVED.has(rawTerrainOf(board, to))) return "mud on paved road, alley or pavement";
  return undefined;
}

/** A weather charge on a step: the extra MF, its chart cell's provenance, or why none is due. */
export type WeatherCharge = { readonly extra: number; readonly weather: Weather; readonly provenance?: string; readonly ignored?: string; readonly rule: string };

/**
 * Extra MF for a soldier entering `to` in Snow or Mud [11.2.2] (undefined in fair weather): the `firepower/weather_mf`
 * placeholder cell for his posture, or none inside roofed structures, while fording, or in Mud on paved terrain.
 */
export function weatherCharge(game: FirepowerGame, s: Soldier, to: Hex, tables?: ReadonlyMap<string, AnyTable>, fording = fordsInto(game, s, to)): WeatherCharge | undefined {
  const weather = game.weather;
  if (!weather || game.rules !== "advanced") return undefined;
  const ignored = ignoredBecause(game, weather, to, fording, s);
  if (ignored) return { extra: 0, weather, ignored, rule: RULE };
  const cell = lookup(tableOf(tables, WEATHER_MF), { weather, posture: s.posture });
  if (!cell.ok) throw new Error(`firepower/weather_mf: ${cell.error.message}`);
  return { extra: cell.value, weather, provenance: cell.provenance.kind, rule: RULE };
}

/** The move event's weather note (empty in fair weather) [11.2.2]. */
export function weatherNote(charge: WeatherCharge | undefined): Record<string, unknown> {
  return charge ? { weather: charge } : {};
}
