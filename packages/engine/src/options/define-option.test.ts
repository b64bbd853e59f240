import { describe, expect, it } from "vitest";
import { defineOption, isOptionChoice, optionChoices } from "./define-option";

/** Firepower digest §15 item 15: when does automatic fire Suppress if no hit is possible? */
const autoFireSuppression = defineOption({
  id: "firepower/auto_fire_suppression",
  description: "Automatic L fire Suppresses unhit soldiers when a modified 10 or less is possible, or only when one was rolled.",
  choices: {
    if_possible: "Suppress when 1 + the modifiers is 10 or less (digest reading of 'can be rolled').",
    if_rolled: "Suppress only when some shot's modified roll was 10 or less.",
  },
  default: "if_possible",
  citation: "Firepower 6.4.1, 12.6.3; shared/rules/firepower.md §15 item 15",
});

describe("defineOption", () => {
  it("keeps the choices in order and checks membership", () => {
    expect(optionChoices(autoFireSuppression)).toEqual(["if_possible", "if_rolled"]);
    expect(isOptionChoice(autoFireSuppression, "if_rolled")).toBe(true);
    expect(isOptionChoice(autoFireSuppression, "sometimes")).toBe(false);
    expect(isOptionChoice(autoFireSuppression, "toString")).toBe(false);
    expect(Object.isFrozen(autoFireSuppression)).toBe(true);
  });

  it("rejects malformed declarations", () => {
    const ok = { id: "fow/x", description: "d", choices: { a: "A", b: "B" }, default: "a", citation: "c" } as const;
    expect(() => defineOption({ ...ok, id: "No Slash" })).toThrow(/ruleset\/snake_name/);
    expect(() => defineOption({ ...ok, choices: { a: "A" }, default: "a" })).toThrow(/two readings/);
    expect(() => defineOption({ ...ok, citation: " " })).toThrow(/citation/);
    // A default outside the choices is a type error; cast through string to exercise the runtime guard.
    const bad: string = "c";
    expect(() => defineOption({ ...ok, default: bad as "a" })).toThrow(/not a choice/);
  });
});
