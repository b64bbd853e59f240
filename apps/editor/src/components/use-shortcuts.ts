"use client";
import { useEffect } from "react";
import { TOOLS } from "./tools";
import type { ToolId } from "./tools";

/** Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, and each tool's letter; ignored while typing in a field. */
export function useShortcuts(actions: { undo(): void; redo(): void; tool(t: ToolId): void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el !== null && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
      const key = e.key.toLowerCase();
      if (e.ctrlKey || e.metaKey) {
        if (key === "z") {
          e.preventDefault();
          if (e.shiftKey) actions.redo();
          else actions.undo();
        } else if (key === "y") {
          e.preventDefault();
          actions.redo();
        }
        return;
      }
      if (e.altKey) return;
      const tool = TOOLS.find((t) => t.key === key);
      if (tool !== undefined) actions.tool(tool.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions]);
}
