import type { RenderHex } from "../lib/render-model";

/** The footer: the hex under the pointer (IDs, terrain, height, markers) and the last command or refusal. */
export function EditorStatus({ hovered, hexCount, message }: { hovered: RenderHex | undefined; hexCount: number; message: string | undefined }) {
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
      {message !== undefined && <span className="message" data-testid="editor-message">{message}</span>}
    </footer>
  );
}
