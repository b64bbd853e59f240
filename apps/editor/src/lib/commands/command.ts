import type { MapDocument } from "@tactica/map";
import { applyEdit } from "./edit";
import type { Edit } from "./edit";

/** A named document change: what the author did (`name`, `label` for the undo menu) as primitive edits. */
export type EditorCommand = {
  readonly name: string;
  readonly label: string;
  readonly edits: readonly Edit[];
  /** Commands with the same group in a row (one brush stroke) undo as one step. */
  readonly group?: string;
};

/** A command builder's answer: a command, or why it cannot apply here (errors are values). */
export type CommandOutcome = { ok: true; command: EditorCommand } | { ok: false; reason: string };

/** Wraps edits as a command; an empty edit list is a refusal with `emptyReason` (nothing would change). */
export function toCommandOutcome(name: string, label: string, edits: readonly Edit[], emptyReason = "nothing to change"): CommandOutcome {
  return edits.length === 0 ? { ok: false, reason: emptyReason } : { ok: true, command: { name, label, edits } };
}

/** Applies a command's edits in order; the inverse undoes them in reverse order, so apply then undo is identity. */
export function applyCommand(doc: MapDocument, command: EditorCommand): { doc: MapDocument; inverse: EditorCommand } {
  let current = doc;
  const inverses: Edit[] = [];
  for (const edit of command.edits) {
    const step = applyEdit(current, edit);
    current = step.doc;
    inverses.push(step.inverse);
  }
  const group = command.group === undefined ? {} : { group: command.group };
  return { doc: current, inverse: { name: command.name, label: command.label, edits: inverses.reverse(), ...group } };
}

/** Replaces the whole document (an import), undoable like any other command. */
export function replaceDocument(next: MapDocument, label = "Import map"): EditorCommand {
  return { name: "replaceDocument", label, edits: [{ collection: "document", value: next }] };
}
