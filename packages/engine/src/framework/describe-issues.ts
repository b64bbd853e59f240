import type { z } from "zod";

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** One input problem: where it is (`situation.target.posture`) and the shape expected there. */
export type InputIssue = { readonly path: readonly (string | number)[]; readonly message: string };

const show = (v: unknown) => JSON.stringify(v) ?? String(v);
const received = (message: string) => /received (\w+)/.exec(message)?.[1];

/** The shape an issue expected, in words a client can act on ("expected one of "erect","prone""). */
function expectation(issue: Issue): string {
  switch (issue.code) {
    case "invalid_value":
      return issue.values.length === 1 ? `expected ${show(issue.values[0])}` : `expected one of ${issue.values.map(show).join(",")}`;
    case "invalid_type": {
      const got = received(issue.message);
      return got === "undefined" ? `required: expected ${issue.expected}` : `expected ${issue.expected}${got ? `, got ${got}` : ""}`;
    }
    case "unrecognized_keys":
      return `unknown ${issue.keys.length === 1 ? "field" : "fields"} ${issue.keys.map(show).join(",")}`;
    case "invalid_union":
      return "discriminator" in issue && Array.isArray((issue as { options?: unknown[] }).options)
        ? `expected one of ${(issue as { options: unknown[] }).options.map(show).join(",")}`
        : "matches none of the allowed shapes";
    default:
      return issue.message.replace(/^Invalid input: /, "");
  }
}

/** The branch of a union that got furthest (deepest first issue, then fewest issues): the shape the input meant. */
function likeliestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  let best: readonly Issue[] | undefined;
  const depth = (b: readonly Issue[]) => Math.max(...b.map((i) => i.path.length));
  for (const b of branches) {
    if (b.length === 0) continue;
    if (!best || depth(b) > depth(best) || (depth(b) === depth(best) && b.length < best.length)) best = b;
  }
  return best;
}

function flatten(issues: readonly Issue[], prefix: Path): { path: Path; issue: Issue }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branch = likeliestBranch(issue.errors);
      if (branch) return flatten(branch, path);
    }
    return [{ path, issue }];
  });
}

/**
 * Every problem of a failed parse, each naming its path under `root` and the shape expected there; a union is read
 * by the branch the input got furthest into, so a misspelt posture names the postures, not "Invalid input".
 */
export function describeIssues(error: z.ZodError, root: string): InputIssue[] {
  return flatten(error.issues, []).map(({ path, issue }) => {
    const keys = path.map((k) => (typeof k === "number" ? k : String(k)));
    return { path: keys, message: `${[root, ...keys.map(String)].filter((s) => s !== "").join(".")}: ${expectation(issue)}` };
  });
}

/** The problems of a failed parse as one message ("a.b: expected ...; a.c: required: expected number"). */
export function describeIssuesMessage(error: z.ZodError, root: string, max = 5): string {
  const all = describeIssues(error, root);
  const shown = all.slice(0, max).map((i) => i.message);
  return all.length > max ? `${shown.join("; ")}; and ${all.length - max} more` : shown.join("; ");
}
