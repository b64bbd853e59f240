// The Health Gauge (WWB 9.0 Wounds; 3.0 Setup). Its length and labels are lost with the Team Dashboard picture
// (digest §13.1 item 4); the landmarks the text names are start (red cross) ... -1 ... -2 ... bleeding ... last box
// = LOC. The shipped gauge is a PLACEHOLDER with those landmarks in that order.
import type { Provenance } from "@tactica/engine";
import { fromBook, placeholder } from "@tactica/engine";

/** A box label: the start, a blank box, a penalty box, the bleeding symbol, or the last (LOC) box. */
export type GaugeBox = "start" | "blank" | "-1" | "-2" | "bleeding" | "loc";
/** A gauge: its boxes top to bottom. */
export type HealthGauge = { readonly id: string; readonly boxes: readonly GaugeBox[]; readonly provenance: Provenance };

/** The shipped gauge: 9 boxes, invented from the landmarks. */
export const PLACEHOLDER_GAUGE: HealthGauge = Object.freeze<HealthGauge>({
  id: "wwb-placeholder-gauge-v1",
  boxes: ["start", "blank", "blank", "-1", "-1", "-2", "bleeding", "-2", "loc"],
  provenance: placeholder("the Health Gauge's boxes are lost with the Team Dashboard picture (WWB 9.0; digest §13.1 item 4): 9 boxes invented around the landmarks the text names"),
});

/** Boxes a wound moves the marker down: light 2, heavy 3 [WWB 9.0 Wounds]. */
export const WOUND_BOXES = Object.freeze({ light_wound: 2, heavy_wound: 3 });
export const WOUND_BOXES_PROVENANCE: Provenance = fromBook("WWB 9.0 Wounds");
