// Patrol! 12.5, 12.23: hand-to-hand lines and results. Book anchors: an erect BR/SR rifleman against a wounded
// defender reads line 1 (K I I I W -); an erect wounded Machine Pistolman against a fit defender reads the line second
// from the bottom, a one-sixth chance of wounding; an incapacitated man attacked hand-to-hand is killed (12.23).
// Other lines are the digest's placeholders and are said to be.
import { rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { handToHandOdds, toHandToHandLine } from "./hand-to-hand";

const fit = { attackerProne: false, attackerWounded: false, defenderWounded: false } as const;

describe("Patrol! 12.5: the line", () => {
  it("an erect BR or SR rifleman against a wounded defender reads line 1, the book's", () => {
    for (const weapon of ["BR", "SR"] as const) {
      const l = toHandToHandLine({ ...fit, weapon, defenderWounded: true });
      expect(l.line).toBe(1);
      expect(l.provenance.kind).toBe("book");
    }
  });
  it("an erect wounded Machine Pistolman against a fit defender reads line 5 (second from the bottom)", () => {
    expect(toHandToHandLine({ ...fit, weapon: "MP", attackerWounded: true }).line).toBe(5);
  });
  it("both wounded is read as normal (the 'Normal or Both Wounded' column)", () => {
    expect(toHandToHandLine({ ...fit, weapon: "MP", attackerWounded: true, defenderWounded: true }).line)
      .toBe(toHandToHandLine({ ...fit, weapon: "MP" }).line);
  });
  it("a prone attacker reads a weaker line than an erect one; lines stay within 1-6", () => {
    expect(toHandToHandLine({ ...fit, weapon: "MP", attackerProne: true }).line).toBeGreaterThan(toHandToHandLine({ ...fit, weapon: "MP" }).line);
    expect(toHandToHandLine({ ...fit, weapon: "Ua", attackerProne: true, attackerWounded: true }).line).toBe(6);
    expect(toHandToHandLine({ ...fit, weapon: "BR", defenderWounded: true }).line).toBe(1);
  });
  it("lines off the printed anchors say they are placeholders", () => {
    expect(toHandToHandLine({ ...fit, weapon: "MG" }).provenance.kind).toBe("placeholder");
    expect(toHandToHandLine({ ...fit, weapon: "BR", defenderWounded: true, attackerProne: true }).provenance.kind).toBe("placeholder");
    expect(toHandToHandLine({ ...fit, weapon: "AW", defenderWounded: true }).provenance.kind).toBe("placeholder");
  });
});

describe("Patrol! 12.5, 12.23: the results", () => {
  it("line 1: K I I I W - by die roll 1-6", () => {
    const o = handToHandOdds({ ...fit, weapon: "SR", defenderWounded: true });
    expect(o.line).toBe(1);
    expect(o.rolls).toEqual(["K", "I", "I", "I", "W", "-"]);
    expect(o.distribution.get("I")).toEqual(rational(3, 6));
    expect(o.distribution.get("K")).toEqual(rational(1, 6));
  });
  it("12.5 example: the erect wounded MP against a fit defender has a one-sixth chance of wounding", () => {
    const o = handToHandOdds({ ...fit, weapon: "MP", attackerWounded: true });
    expect(o.distribution.get("W")).toEqual(rational(1, 6));
    expect(o.distribution.get("K")).toBeUndefined();
  });
  it("12.23: an incapacitated defender is killed outright, whatever the attacker", () => {
    const o = handToHandOdds({ ...fit, weapon: "Ua", attackerProne: true, defenderIncapacitated: true });
    expect(o.rolls).toEqual(["K", "K", "K", "K", "K", "K"]);
    expect(o.distribution.get("K")).toEqual(rational(1));
    expect(o.provenance.allBook).toBe(true);
  });
  it("a result read from a placeholder line says so", () => {
    expect(handToHandOdds({ ...fit, weapon: "MG" }).provenance.allBook).toBe(false);
  });
});

describe("Patrol! 12.5: the condition columns, from the book's two anchors", () => {
  it("'Defender Wounded' reads a stronger line than 'Normal': an erect BR against a fit man is weaker than line 1", () => {
    const normal = toHandToHandLine({ ...fit, weapon: "BR" });
    expect(normal.line).toBeGreaterThan(1);
    expect(normal.provenance.kind).toBe("placeholder");
  });
  it("'Attacker Wounded' reads a weaker line than 'Normal': a fit erect MP is stronger than the wounded MP's line 5", () => {
    expect(toHandToHandLine({ ...fit, weapon: "MP" }).line).toBeLessThan(5);
  });
  it("12.23: the automatic kill cites 12.23", () => {
    const o = handToHandOdds({ ...fit, weapon: "BR", defenderIncapacitated: true });
    expect(o.line).toBe(0);
    expect(o.provenance.sources).toEqual([expect.objectContaining({ kind: "book" })]);
    expect(o.provenance.weakest).toBe("book");
  });
});
