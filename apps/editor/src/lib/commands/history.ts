import type { MapDocument } from "@tactica/map";
import { applyCommand } from "./command";
import type { EditorCommand } from "./command";

/** The editing session: the document, a revision counter, and unlimited undo/redo stacks of inverse commands. */
export type EditorHistory = {
  readonly doc: MapDocument;
  /** Bumped by every execute, undo and redo: a cheap "did the document change" for autosave and rendering. */
  readonly revision: number;
  readonly undoStack: readonly EditorCommand[];
  readonly redoStack: readonly EditorCommand[];
};

/** A fresh session over a document, with nothing to undo. */
export function createHistory(doc: MapDocument): EditorHistory {
  return { doc, revision: 0, undoStack: [], redoStack: [] };
}

/**
 * Runs a command: the document changes, its inverse goes on the undo stack, the redo stack empties. A command
 * of the same `group` as the last one (a brush stroke) joins its undo step: the new inverse runs first.
 */
export function executeCommand(h: EditorHistory, command: EditorCommand): EditorHistory {
  const { doc, inverse } = applyCommand(h.doc, command);
  const last = h.undoStack[h.undoStack.length - 1];
  if (command.group !== undefined && last?.group === command.group) {
    const merged = { ...last, edits: [...inverse.edits, ...last.edits] };
    return { doc, revision: h.revision + 1, undoStack: [...h.undoStack.slice(0, -1), merged], redoStack: [] };
  }
  return { doc, revision: h.revision + 1, undoStack: [...h.undoStack, inverse], redoStack: [] };
}

/** Undoes the last command (no-op when there is none); its re-application goes on the redo stack. */
export function undoCommand(h: EditorHistory): EditorHistory {
  const last = h.undoStack[h.undoStack.length - 1];
  if (last === undefined) return h;
  const { doc, inverse } = applyCommand(h.doc, last);
  return { doc, revision: h.revision + 1, undoStack: h.undoStack.slice(0, -1), redoStack: [...h.redoStack, inverse] };
}

/** Redoes the last undone command (no-op when there is none). */
export function redoCommand(h: EditorHistory): EditorHistory {
  const last = h.redoStack[h.redoStack.length - 1];
  if (last === undefined) return h;
  const { doc, inverse } = applyCommand(h.doc, last);
  return { doc, revision: h.revision + 1, undoStack: [...h.undoStack, inverse], redoStack: h.redoStack.slice(0, -1) };
}

/** True when there is something to undo. */
export function canUndo(h: EditorHistory): boolean {
  return h.undoStack.length > 0;
}

/** True when there is something to redo. */
export function canRedo(h: EditorHistory): boolean {
  return h.redoStack.length > 0;
}
