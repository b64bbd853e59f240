// Orders of battle of the Patrol situation [37.6] as the text prints them (Alpha/Bravo is not assigned there).
import type { TerrainMode, Weapon } from "../state/index";

export type ObSide = { readonly nation: string; readonly force: Readonly<Partial<Record<Weapon, number>>>; readonly printed: string; readonly track: string; readonly morale: number };
export type OrderOfBattle = { readonly id: string; readonly name: string; readonly rule: string; readonly terrain: readonly TerrainMode[]; readonly terrainPrinted: string; readonly sides: readonly [ObSide, ObSide] };

export const PATROL_OBS: readonly OrderOfBattle[] = [
  {
    id: "naples-1943", name: "Naples, 1943", rule: "sniper 37.6", terrain: ["mixed"], terrainPrinted: "Urban or mixed terrain",
    sides: [
      { nation: "American", force: { SR: 10, AR: 2 }, printed: "10 SR, 2 AR", track: "C", morale: 20 },
      { nation: "German", force: { BR: 4, MP: 2, MG: 3 }, printed: "4 BR, 2 MP, 3 MG", track: "C", morale: 20 },
    ],
  },
  {
    id: "milne-bay-1942", name: "Milne Bay, 1942", rule: "sniper 37.6", terrain: ["mixed"], terrainPrinted: "Mixed rural terrain",
    sides: [
      { nation: "Australian", force: { BR: 7, MP: 2, AR: 1 }, printed: "7 BR, 2 MP, 1 AR", track: "E", morale: 20 },
      { nation: "Japanese", force: { BR: 13, AR: 1 }, printed: "13 BR, 1 AR", track: "D", morale: 40 },
    ],
  },
];

export function findOb(id: string): OrderOfBattle | undefined {
  return PATROL_OBS.find((o) => o.id === id);
}
