// Moved from services/api/src/scenarios/check-patrol-deploy.ts: the module's own scenario check.
import type { ScenarioIssue } from "@tactica/ruleset-module";

type PatrolDeploy = { board?: { cols?: unknown; rows?: unknown }; deploy?: Record<string, { hex?: unknown }> };

/**
 * Patrol! plays on its own board of `board.cols` x `board.rows` XXYY hexes (16 x 15 by default, one section): every
 * deployment must name one of them (the ruleset's schema only checks the four digits). Men a01.. are alpha's.
 */
export function checkPatrolDeploy(document: unknown): ScenarioIssue[] {
  if (document === null || typeof document !== "object") return [];
  const d = document as PatrolDeploy;
  const cols = typeof d.board?.cols === "number" ? d.board.cols : 16;
  const rows = typeof d.board?.rows === "number" ? d.board.rows : 15;
  const issues: ScenarioIssue[] = [];
  for (const [man, at] of Object.entries(d.deploy ?? {})) {
    if (typeof at?.hex !== "string" || !/^\d{4}$/.test(at.hex)) continue;
    const col = Number(at.hex.slice(0, 2)), row = Number(at.hex.slice(2));
    if (col >= 1 && col <= cols && row >= 1 && row <= rows) continue;
    const side = man.startsWith("a") ? "alpha" : man.startsWith("b") ? "bravo" : null;
    issues.push({ path: `deploy.${man}.hex`, message: `hex ${at.hex} is off the ${cols} x ${rows} board`, hex: at.hex, side });
  }
  return issues;
}
