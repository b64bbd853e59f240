import { describe, expect, it } from "vitest";
import { toCanonicalDecimal } from "./decimal";
import { defineBooleanOption, defineNumberOption, defineOption, optionChoices } from "./define-option";
import { booleanOption, choiceOption, numberOption, readOptionValue } from "./read-option";
import { resolveOptions } from "./resolve-options";
import { createRulingsPack, rulingsPackHash, toRulingsPack } from "./rulings-pack";

// Made-up parameters in the shape the coming systems need (a number of hexes, a yes/no house rule).
const sightRange = defineNumberOption({
  id: "sniper/night_sight_range", description: "Hexes a soldier sees at night.", min: 1, max: 6, step: 1, default: 2,
  unit: "hexes", citation: "test declaration",
});
const halfStep = defineNumberOption({
  id: "fow/move_bonus", description: "Extra inches of movement.", min: 0, max: 2, step: 0.5, default: "0.5", unit: "inches", citation: "test declaration",
});
const doubleTime = defineBooleanOption({
  id: "patrol/double_time", description: "May a patrol run?", whenTrue: "Running allowed.", whenFalse: "Walking only.", default: false, citation: "test declaration",
});
const reading = defineOption({ id: "fow/reading", description: "d", choices: { a: "A", b: "B" }, default: "a", citation: "c" });

describe("canonical decimals", () => {
  it("writes each number one way, and refuses what is not a plain decimal", () => {
    expect(["3", 3, "3.0", "003", " 3 ", 3.0].map(toCanonicalDecimal)).toEqual(["3", "3", "3", "3", "3", "3"]);
    expect(["2.50", 2.5, "-0.0", "-1.25", "0.05", "100"].map(toCanonicalDecimal)).toEqual(["2.5", "2.5", "0", "-1.25", "0.05", "100"]);
    expect(["1e3", "+3", "three", "", "1.", ".5", 1e21, Number.NaN, true, null].map(toCanonicalDecimal)).toEqual(Array(10).fill(undefined));
  });
});

describe("number and boolean options", () => {
  it("declare a range as canonical decimals, and booleans as the choices true/false", () => {
    expect(sightRange).toMatchObject({ kind: "number", default: "2", range: { min: "1", max: "6", step: "1", unit: "hexes" }, choices: {} });
    expect(halfStep.range).toEqual({ min: "0", max: "2", step: "0.5", unit: "inches" });
    expect(doubleTime).toMatchObject({ kind: "boolean", default: "false", choices: { true: "Running allowed.", false: "Walking only." } });
    expect(optionChoices(doubleTime)).toEqual(["true", "false"]);
    expect(Object.isFrozen(sightRange) && Object.isFrozen(sightRange.range)).toBe(true);
  });

  it("reject malformed declarations", () => {
    const ok = { id: "fow/x", description: "d", min: 1, max: 6, step: 1, default: 3, citation: "c" };
    expect(() => defineNumberOption({ ...ok, default: 7 })).toThrow(/default 7 is not in 1 to 6/);
    expect(() => defineNumberOption({ ...ok, default: 2.5 })).toThrow(/not in/);
    expect(() => defineNumberOption({ ...ok, step: 0 })).toThrow(/step must be positive/);
    expect(() => defineNumberOption({ ...ok, min: 7 })).toThrow(/above max/);
    expect(() => defineNumberOption({ ...ok, max: "1e3" })).toThrow(/plain decimal/);
    expect(() => defineNumberOption({ ...ok, inPlay: { by: ["roll"], rule: "r", roll: { sides: 6, atLeast: 7 } } })).toThrow(/winning face/);
    expect(() => defineNumberOption({ ...ok, inPlay: { by: ["agreement"], rule: "r", roll: { sides: 6, atLeast: 4 } } })).toThrow(/not a method/);
    expect(() => defineBooleanOption({ id: "Bad", description: "d", whenTrue: "t", whenFalse: "f", default: true, citation: "c" })).toThrow(/ruleset\/snake_name/);
    expect(() => defineOption({ id: "fow/y", description: "d", choices: { a: "A", b: "B" }, default: "a", citation: "c", inPlay: { by: [], rule: "r" } })).toThrow(/at least one/);
    expect(() => defineOption({ id: "fow/y", description: "d", choices: { a: "A", b: "B" }, default: "a", citation: "c", inPlay: { by: ["roll"], rule: " " } })).toThrow(/inPlay.rule/);
  });

  it("read a value: numbers in range and on a step, booleans from JSON or strings, each to its canonical string", () => {
    expect(readOptionValue(sightRange, 3)).toEqual({ ok: true, value: "3" });
    expect(readOptionValue(sightRange, "6.0")).toEqual({ ok: true, value: "6" });
    expect(readOptionValue(halfStep, 1.5)).toEqual({ ok: true, value: "1.5" });
    expect(readOptionValue(doubleTime, true)).toEqual({ ok: true, value: "true" });
    expect(readOptionValue(doubleTime, "false")).toEqual({ ok: true, value: "false" });
    expect(readOptionValue(reading, "b")).toEqual({ ok: true, value: "b" });
  });

  it("refuse a value with a typed error naming the option, the value and what is allowed", () => {
    expect(readOptionValue(sightRange, 7)).toEqual({ ok: false, error: {
      code: "options/out_of_range", optionId: "sniper/night_sight_range", value: "7", range: sightRange.range,
      message: 'option "sniper/night_sight_range" takes 1 to 6 in steps of 1 (hexes); 7 is outside it' } });
    expect(readOptionValue(sightRange, 0)).toMatchObject({ ok: false, error: { code: "options/out_of_range", value: "0" } });
    expect(readOptionValue(halfStep, 1.25)).toMatchObject({ ok: false, error: { code: "options/out_of_range", value: "1.25" } });
    expect(readOptionValue(sightRange, "far")).toMatchObject({ ok: false, error: { code: "options/not_a_number", value: "far", message: expect.stringContaining('"far" is not a plain number') } });
    expect(readOptionValue(sightRange, true)).toMatchObject({ ok: false, error: { code: "options/not_a_number" } });
    expect(readOptionValue(doubleTime, "yes")).toMatchObject({ ok: false, error: { code: "options/bad_choice", choice: "yes", allowed: ["true", "false"] } });
    expect(readOptionValue(doubleTime, 1)).toMatchObject({ ok: false, error: { code: "options/bad_choice", choice: "1" } });
    expect(readOptionValue(reading, true)).toMatchObject({ ok: false, error: { code: "options/bad_choice", allowed: ["a", "b"] } });
  });

  it("typed accessors read a match's string options, falling back to the default", () => {
    const options = { "sniper/night_sight_range": "4", "fow/move_bonus": "1.5", "patrol/double_time": "true", "fow/reading": "b" };
    expect(numberOption(options, sightRange)).toBe(4);
    expect(numberOption(options, halfStep)).toBe(1.5);
    expect(booleanOption(options, doubleTime)).toBe(true);
    expect(choiceOption(options, reading)).toBe("b");
    expect([numberOption({}, sightRange), booleanOption({}, doubleTime), choiceOption({}, reading)]).toEqual([2, false, "a"]);
    expect(numberOption({ "sniper/night_sight_range": "99" }, sightRange)).toBe(2);
  });
});

describe("packs with parameters", () => {
  it("store JSON numbers and booleans as strings, so a pack written either way has one hash", () => {
    const typed = createRulingsPack({ id: "p", ruleset: "x", options: { "sniper/night_sight_range": 3, "patrol/double_time": true } });
    const strings = createRulingsPack({ id: "p", ruleset: "x", options: { "sniper/night_sight_range": "3", "patrol/double_time": "true" } });
    expect(typed.options).toEqual({ "sniper/night_sight_range": "3", "patrol/double_time": "true" });
    expect(rulingsPackHash(typed)).toBe(rulingsPackHash(strings));
    const uploaded = toRulingsPack({ id: "p", ruleset: "x", options: { "sniper/night_sight_range": 3, "patrol/double_time": true } });
    expect(uploaded.ok && uploaded.pack.options).toEqual({ "sniper/night_sight_range": "3", "patrol/double_time": "true" });
  });

  it("resolve to canonical values, and report every value out of range", () => {
    const options = [sightRange, halfStep, doubleTime, reading];
    const good = resolveOptions(options, createRulingsPack({ id: "p", ruleset: "x", options: { "sniper/night_sight_range": "5.0", "patrol/double_time": true } }));
    expect(good).toEqual({ ok: true, options: {
      values: { "sniper/night_sight_range": "5", "fow/move_bonus": "0.5", "patrol/double_time": "true", "fow/reading": "a" },
      fromPack: ["sniper/night_sight_range", "patrol/double_time"] } });
    const bad = resolveOptions(options, createRulingsPack({ id: "p", ruleset: "x", options: { "sniper/night_sight_range": 9, "fow/move_bonus": 0.3, "patrol/double_time": "maybe" } }));
    expect(bad.ok === false && bad.errors.map((e) => [e.code, "optionId" in e ? e.optionId : null])).toEqual([
      ["options/out_of_range", "sniper/night_sight_range"], ["options/out_of_range", "fow/move_bonus"], ["options/bad_choice", "patrol/double_time"]]);
  });
});
