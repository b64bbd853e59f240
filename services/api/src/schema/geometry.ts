import { builder } from "../builder";
import { apiError } from "../errors";

const HexRefInput = builder.inputType("HexRefInput", {
  description: "A hex by its printed ID (e.g. \"1FF1\", \"A0101\") or by axial coordinates, plus level and posture.",
  fields: (t) => ({
    hexId: t.string({ required: false }),
    q: t.int({ required: false }),
    r: t.int({ required: false }),
    level: t.int({ required: false, defaultValue: 0 }),
    posture: t.string({ required: false }),
  }),
});

const LineOfSightInput = builder.inputType("LineOfSightInput", {
  fields: (t) => ({
    rulesetId: t.string({ required: true }),
    mapId: t.id({ required: false }),
    map: t.field({ type: "JSON", required: false, description: "An inline map document instead of mapId." }),
    observer: t.field({ type: HexRefInput, required: true }),
    target: t.field({ type: HexRefInput, required: true }),
  }),
});

const LineOfSight = builder.objectRef<{ clear: boolean }>("LineOfSight").implement({
  description: "Whether the observer sees the target, and why (filled in by the sighting core).",
  fields: (t) => ({ clear: t.exposeBoolean("clear") }),
});

builder.queryField("lineOfSight", (t) =>
  t.field({
    type: LineOfSight,
    args: { input: t.arg({ type: LineOfSightInput, required: true }) },
    resolve: (_r, { input }) => {
      throw apiError("geometry/not_implemented", `Line of sight is not implemented yet for ruleset "${input.rulesetId}".`, { rulesetId: input.rulesetId });
    },
  }),
);
