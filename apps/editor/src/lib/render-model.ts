import type { RenderFortification } from "./render-fortifications";

/** One hex as the SVG draws it: pixel geometry plus what the labels and the status bar show. */
export type RenderHex = {
  /** Axial key "q,r": unique per physical hex, used for hover and React keys. */
  readonly key: string;
  /** The printed ID shown as a label and used in `data-testid`: the top board's, else the axial key. */
  readonly label: string;
  /** Every printed ID naming this hex, bottom board first (overlapping boards can give several). */
  readonly printedIds: readonly string[];
  readonly terrain: string | undefined;
  /** Ground height in the map's height units. */
  readonly height: number;
  /** Marker types in the hex (smoke, rubble, ...). */
  readonly markers: readonly string[];
  /** True when the level selector shows a storey this hex has no building level on. */
  readonly faded: boolean;
  readonly fill: string;
  /** SVG polygon `points` attribute. */
  readonly points: string;
  readonly cx: number;
  readonly cy: number;
};

/** A hexside feature drawn as a thick line along the shared edge. */
export type RenderHexside = {
  readonly key: string;
  readonly kind: string;
  readonly stroke: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
};

/** Everything the static board layer needs; a pure function of the map document. */
export type RenderModel = {
  readonly hexes: readonly RenderHex[];
  readonly hexsides: readonly RenderHexside[];
  /** Pillboxes, bunkers, wire, ... in their hexes with their apertures, mouth, facing or blocked sides. */
  readonly fortifications: readonly RenderFortification[];
  readonly viewBox: { readonly minX: number; readonly minY: number; readonly width: number; readonly height: number };
  /** Hex radius in SVG units (centre to corner); labels and strokes scale with it. */
  readonly hexSize: number;
  readonly orientation: "flat" | "pointy";
};

/** The pixel layout the model was drawn with (for picking hexes and hexsides under the pointer). */
export function toPixelLayout(model: RenderModel): { orientation: "flat" | "pointy"; size: number } {
  return { orientation: model.orientation, size: model.hexSize };
}

/** The `viewBox` attribute string for a model. */
export function toViewBoxAttribute(model: RenderModel): string {
  const { minX, minY, width, height } = model.viewBox;
  return `${minX} ${minY} ${width} ${height}`;
}
