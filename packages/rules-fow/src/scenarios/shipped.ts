// The mission the server ships: Free For All [Missions › Free For All], on the shipped farm-fields table (layout
// ours). Each side fields one formation of a tank platoon and a rifle platoon (placeholder team data, forces.ts).
import type { ScenarioOutline, ShippedScenario } from "@tactica/engine";
import type { FowScenario } from "./schema";
import { FOW_FIELDS_TABLE_ID, FOW_FIELDS_TABLE_VERSION } from "./table";

const IN = 254;
const at = (x: number, y: number, angle: number) => ({ x: x * IN, y: y * IN, angle });

export const FOW_FREE_FOR_ALL: FowScenario = {
  mission: "free-for-all",
  table: { id: FOW_FIELDS_TABLE_ID, version: FOW_FIELDS_TABLE_VERSION },
  attacker: "A",
  turns: 6,
  objectives: [
    { id: "obj-a1", x: 20 * IN, y: 44 * IN, placedBy: "A" },
    { id: "obj-a2", x: 52 * IN, y: 44 * IN, placedBy: "A" },
    { id: "obj-b1", x: 20 * IN, y: 4 * IN, placedBy: "B" },
    { id: "obj-b2", x: 52 * IN, y: 4 * IN, placedBy: "B" },
  ],
  sides: {
    A: { name: "Allies", formation: "Combat Command", units: [
      { id: "A-tanks", name: "Tank platoon", force: "tank-platoon", teams: [at(44, 8, 90), at(40, 8, 90), at(48, 8, 90)] },
      { id: "A-rifles", name: "Rifle platoon", force: "rifle-platoon", teams: [at(16, 8, 90), at(19, 8, 90), at(13, 8, 90), at(22, 8, 90), at(10, 8, 90)] },
    ] },
    B: { name: "Axis", formation: "Kampfgruppe", units: [
      { id: "B-tanks", name: "Tank platoon", force: "tank-platoon", teams: [at(28, 40, 270), at(24, 40, 270), at(32, 40, 270)] },
      { id: "B-rifles", name: "Rifle platoon", force: "rifle-platoon", teams: [at(53, 40, 270), at(56, 40, 270), at(50, 40, 270), at(59, 40, 270), at(47, 40, 270)] },
    ] },
  },
};

/** The sides and turn limit of a stored scenario document, read loosely. */
export function outlineFowScenario(document: unknown): ScenarioOutline | undefined {
  const d = document as Partial<FowScenario> | null;
  if (!d || typeof d !== "object" || !d.sides?.A || !d.sides?.B) return undefined;
  const force = (s: FowScenario["sides"]["A"]) => s.units.map((u) => `${u.name} (${u.teams.length})`).join(", ");
  return { sides: [{ seat: "A", name: d.sides.A.name, force: force(d.sides.A) }, { seat: "B", name: d.sides.B.name, force: force(d.sides.B) }], turnLimit: typeof d.turns === "number" ? d.turns : null };
}

export const FOW_SHIPPED_SCENARIOS: readonly ShippedScenario<FowScenario, null>[] = [{
  id: "fow-free-for-all-farm-fields",
  title: "Free For All: farm fields",
  rule: "fow Missions › Free For All; Mission Special Rules › Meeting Engagement",
  brief:
    "A Meeting Engagement: each side places two objectives within 8\"/20cm of the enemy's long edge and deploys within " +
    "12\"/30cm of its own; the first player is rolled for. Win by starting your turn holding an objective you placed. " +
    "The table layout and the team data are ours (placeholders); the turn limit (6 rounds) is this server's.",
  mapId: null,
  document: FOW_FREE_FOR_ALL,
  ...outlineFowScenario(FOW_FREE_FOR_ALL)!,
}];
