import type { RenderHex } from "../lib/render-model";

/** The footer line: which hex is under the pointer and its terrain. */
export function StatusBar({ hovered, hexCount }: { hovered: RenderHex | undefined; hexCount: number }) {
  return (
    <footer className="status-bar" data-testid="status-bar">
      {hovered === undefined ? (
        <span>{hexCount} hexes. Point at a hex to see its ID.</span>
      ) : (
        <span>
          Hex <strong data-testid="hovered-hex-id">{hovered.printedIds.join(" / ")}</strong>
          {" "}· {hovered.terrain ?? "no terrain"} · height {hovered.height}
          {hovered.markers.length > 0 && ` · ${hovered.markers.join(", ")}`} · axial {hovered.key}
        </span>
      )}
    </footer>
  );
}
