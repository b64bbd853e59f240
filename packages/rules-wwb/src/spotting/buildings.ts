// Where a soldier in a closed building is, read from his marker (WWB 7.0 Moving inside a building): in contact with
// the building = ground floor at a window; 1 Hex away = 1st floor at a window; inside = away from any window.

/** How a marker is placed by a closed building. */
export type BuildingMarker = { readonly placement: "touching" | "one_hex" | "inside"; readonly floor?: number };

/** The floor and window of a marker, and whether he can be seen from outside [7.0; 6.0 Buildings]. */
export function markerPosition(m: BuildingMarker): { floor: number; atWindow: boolean; visibleFromOutside: boolean; rule: string } {
  if (m.placement === "touching") return { floor: 0, atWindow: true, visibleFromOutside: true, rule: "WWB 7.0 Moving inside a building" };
  if (m.placement === "one_hex") return { floor: 1, atWindow: true, visibleFromOutside: true, rule: "WWB 7.0 Moving inside a building" };
  return { floor: m.floor ?? 0, atWindow: false, visibleFromOutside: false, rule: "WWB 7.0 Moving inside a building; 6.0 Buildings" };
}
