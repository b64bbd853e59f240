import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineOption } from "../options/define-option";
import { createPlayerTurns, initPlayerTurns } from "../turn-models/player-turns";
import { defineCommand } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import type { RulesetDeclaration } from "./define-ruleset";
import { OK, reject } from "./rejection";
import { createMatch } from "./create-match";
import { createRulingsPack } from "../options/rulings-pack";

type Decl = RulesetDeclaration<null, ReturnType<typeof initPlayerTurns>, null>;
const noop = defineCommand<null, ReturnType<typeof initPlayerTurns>, Record<string, never>>({
  schema: z.object({}), rule: "x", validate: () => OK, resolve: (s) => ({ state: s, events: [] }),
});
const base: Decl = {
  id: "mini", version: "1", geometry: "continuous", turnModel: createPlayerTurns(), commands: { noop },
  scenario: z.null(), setup: () => ({ seats: ["a", "b"], game: null, turn: initPlayerTurns({ seats: ["a", "b"], first: "a", steps: ["play"] }) }),
  view: () => null, legalActions: () => [],
};
const option = (id: string) => defineOption({ id, description: "d", choices: { x: "x", y: "y" }, default: "x", citation: "c" });

describe("defineRuleset", () => {
  it("normalises once: command types listed with the turn model's, tables and options defaulted", () => {
    const r = defineRuleset(base);
    expect(r.commandTypes).toEqual(["noop", "turn/end_step", "turn/roll_first_turn"]);
    expect(r.tables).toEqual([]);
    expect(Object.isFrozen(r)).toBe(true);
  });

  it("throws on declarations that are bugs", () => {
    expect(() => defineRuleset({ ...base, id: "Not Kebab" })).toThrow(/kebab/);
    expect(() => defineRuleset({ ...base, commands: { "turn/sneak": noop } })).toThrow(/prefix/);
    expect(() => defineRuleset({ ...base, options: [option("mini/a"), option("mini/a")] })).toThrow(/twice/);
    expect(() => defineRuleset({ ...base, options: [option("other/a")] })).toThrow(/must start with "mini\/"/);
    expect(() => defineRuleset({ ...base, geometry: "square" as unknown as "hex" })).toThrow(/geometry/);
  });

  it("checkSetup sees the parsed scenario with the match's options and tables; its rejection refuses the match", () => {
    const r = defineRuleset({
      ...base, options: [option("mini/strict")],
      checkSetup: (_sc, options, tables) => (options["mini/strict"] === "y" && tables.size === 0 ? reject("mini/unfit", "strict matches refuse this scenario") : OK),
    });
    expect(createMatch(r, { scenario: null }).ok).toBe(true);
    const refused = createMatch(r, { scenario: null, rulings: createRulingsPack({ id: "p", ruleset: "mini", options: { "mini/strict": "y" } }) });
    expect(refused).toMatchObject({ ok: false, error: { code: "mini/unfit" } });
  });
});
