import type { MapSummary } from "../lib/map-api";

/** A drop-down of the maps the API lists; choosing one opens it. */
export function MapPicker({ maps, selectedId, onSelect }: {
  maps: readonly MapSummary[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <label>
      Map{" "}
      <select data-testid="map-picker" value={selectedId ?? ""} onChange={(e) => onSelect(e.target.value)}>
        {maps.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} ({m.rulesetId})
          </option>
        ))}
      </select>
    </label>
  );
}
