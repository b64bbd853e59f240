"use client";
import { useCallback, useReducer } from "react";
import type { MapDocument } from "@tactica/map";
import { createHistory, executeCommand, redoCommand, undoCommand } from "../lib/commands";
import type { CommandOutcome, EditorCommand, EditorHistory } from "../lib/commands";

type Action = { type: "execute"; command: EditorCommand } | { type: "undo" } | { type: "redo" };

function reduce(h: EditorHistory, action: Action): EditorHistory {
  switch (action.type) {
    case "execute": return executeCommand(h, action.command);
    case "undo": return undoCommand(h);
    case "redo": return redoCommand(h);
  }
}

/** The session's document and undo/redo; `run` executes a builder's outcome and returns the refusal reason, if any. */
export function useEditorHistory(initial: MapDocument) {
  const [history, dispatch] = useReducer(reduce, initial, createHistory);
  const run = useCallback((outcome: CommandOutcome): string | undefined => {
    if (!outcome.ok) return outcome.reason;
    dispatch({ type: "execute", command: outcome.command });
    return undefined;
  }, []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  return { history, run, undo, redo };
}
