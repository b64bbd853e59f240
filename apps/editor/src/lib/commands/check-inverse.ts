// Test support only (imported by *.test.ts): the round-trip law every command must satisfy.
import { expect } from "vitest";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { applyCommand } from "./command";
import type { CommandOutcome } from "./command";

/** Applies the outcome's command and checks undo restores `doc` exactly and redo restores the result; returns the result. */
export function checkInverse(doc: MapDocument, outcome: CommandOutcome): MapDocument {
  if (!outcome.ok) throw new Error(`command refused: ${outcome.reason}`);
  const before = structuredClone(doc);
  const applied = applyCommand(doc, outcome.command);
  expect(doc).toStrictEqual(before); // commands never mutate their input
  const undone = applyCommand(applied.doc, applied.inverse);
  expect(undone.doc).toStrictEqual(before);
  expect(JSON.stringify(undone.doc)).toBe(JSON.stringify(before)); // same key and list order too
  expect(applyCommand(undone.doc, undone.inverse).doc).toStrictEqual(applied.doc);
  const validation = validateMapDocument(applied.doc);
  expect(validation.ok ? [] : validation.issues).toEqual([]);
  return applied.doc;
}
