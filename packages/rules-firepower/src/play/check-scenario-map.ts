import { checkMapTerrain } from "@tactica/map";
import type { z } from "zod";
import { boardFrom, SHIPPED_MAPS } from "../core/board";
import { FIREPOWER_TERRAIN } from "../sighting/firepower-terrain";
import type { FirepowerScenarioData } from "../fire-setup/scenario-schema";

/** "hexes[3].terrain" -> ["hexes", 3, "terrain"] (a map issue path as a zod path under `mapDocument`). */
function toPath(path: string): (string | number)[] {
  return path.split(/[.[\]]+/).filter((p) => p !== "").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/**
 * The scenario's map [2.1]: a shipped map, or the map document it carries, whose terrain ids must be Firepower's
 * (an unknown id would play as terrain with no effect); soldiers starting off the ground floor stand on a storey
 * their hex has, in the Advanced Game [8.2.1]. Issues name the field at fault.
 */
export function checkScenarioMap(sc: FirepowerScenarioData, ctx: z.RefinementCtx): void {
  if (sc.mapDocument) {
    for (const issue of checkMapTerrain(sc.mapDocument, FIREPOWER_TERRAIN)) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["mapDocument", ...toPath(issue.path)] });
    }
  }
  const board = boardFrom(sc);
  if (!board) {
    ctx.addIssue({ code: "custom", path: ["map"], message: `unknown map ${sc.map}: name a shipped map (${SHIPPED_MAPS.join(", ")}) or give its document in mapDocument` });
    return;
  }
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      if (!s.storey) return;
      const hex = board.hexOf(s.hex);
      const path = ["sides", side, "soldiers", i, "storey"];
      if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", path, message: "upper floors are an Advanced Game rule (set rules: advanced)" });
      else if (hex && !board.storeysOf(hex).includes(s.storey)) ctx.addIssue({ code: "custom", path, message: `hex ${s.hex} has no storey ${s.storey}` });
    });
  }
}
