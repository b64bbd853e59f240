import { describe, expect, it } from "vitest";
import { parsePlotLine } from "./parse-plot-line";

describe("Patrol! plot notes for pillboxes and satchels [9.61, 11.62, 11.63]", () => {
  it("patrol 9.61: a garrison man's plot carries the aperture hexside as a suffix (-NE, -S, -SW)", () => {
    expect(parsePlotLine("DF 3023-NE")).toEqual({ code: "DF", hex: "3023", aperture: "NE" });
    expect(parsePlotLine("OF 2920-S")).toEqual({ code: "OF", hex: "2920", aperture: "S" });
    expect(parsePlotLine("TG 2828-P")).toEqual({ code: "TG", hex: "2828", prone: true });
  });

  it("patrol 11.62, 11.63: '+1' sets a satchel to explode next Game-Turn; 'DS2018' drops it in 2018 during the move", () => {
    expect(parsePlotLine("TG 2924 +1")).toEqual({ code: "TG", hex: "2924", delay: true });
    expect(parsePlotLine("TG 2924")).toEqual({ code: "TG", hex: "2924" });
    expect(parsePlotLine("MV 2119 2018 DS2018")).toEqual({ code: "MV", path: ["2119", "2018"], drop: "2018" });
    expect(parsePlotLine("MV 2119 2018 DS2018 +1")).toEqual({ code: "MV", path: ["2119", "2018"], drop: "2018", delay: true });
  });
});
