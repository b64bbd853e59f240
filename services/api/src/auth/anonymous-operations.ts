import type { FastifyInstance } from "fastify";
import { Kind } from "graphql";
import type { DocumentNode, FragmentDefinitionNode, OperationTypeNode, SelectionSetNode } from "graphql";
import { apiError } from "../errors";
import type { Caller } from "./caller";

/**
 * The only root fields a caller without an API key may use (docs/api.md, "Anonymous operations"): public reads of
 * shared data and bounded geometry. Everything else needs a key, whatever its resolver does: a new field is refused
 * to anonymous callers until it is added here (deny by default, issue 17).
 */
export const ANONYMOUS_FIELDS: Readonly<Record<OperationTypeNode, readonly string[]>> = {
  query: ["rulesets", "lineOfSight", "range", "visibility", "fireOdds", "maps", "map", "scenarios", "scenario", "validateScenario", "job", "me"],
  mutation: [],
  subscription: ["jobProgress"],
};

/**
 * The scope a keyed root field needs, for the refusal's message only (each resolver checks its own scope); fields not
 * named need a key of any scope (every scope implies read).
 */
const SCOPE_HINTS: Readonly<Record<string, string>> = {
  saveMap: "author", publishMap: "author", saveScenario: "author", publishScenario: "author", createApiKey: "admin",
  renameMap: "author", deleteMap: "author", restoreMap: "author", restoreMapVersion: "author",
  deleteScenario: "author", restoreScenario: "author", restoreScenarioVersion: "author",
  createMatch: "play", joinMatch: "play", commitSeed: "play", submitCommand: "play", endMatch: "play", resign: "play",
  requestAiTurn: "play", requestBarrage: "play", registerWebhook: "play",
  saveRulingsPackDraft: "organise", publishRulingsPack: "organise", createEvent: "organise", pairNextRound: "organise",
  overrideEventResult: "organise", registerEntrant: "play",
};

/** Introspection and __typename stay open: they reveal only the published schema. */
const isMeta = (name: string) => name.startsWith("__");

/**
 * How often an operation selects each root field, fragments and inline fragments at the root expanded at each use.
 * Each fragment's counts are worked out once and reused, so a fragment bomb (each fragment spreading the next twice)
 * costs linear time, not exponential.
 */
export function rootFieldCounts(set: SelectionSetNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>): Map<string, number> {
  const memo = new Map<string, Map<string, number>>();
  const inProgress = new Set<string>();
  const add = (into: Map<string, number>, name: string, n: number) => into.set(name, (into.get(name) ?? 0) + n);
  const walk = (s: SelectionSetNode, into: Map<string, number>): void => {
    for (const sel of s.selections) {
      if (sel.kind === Kind.FIELD) add(into, sel.name.value, 1);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, into);
      else {
        const name = sel.name.value;
        const frag = fragments[name];
        // A cycle is refused by GraphQL's NoFragmentCycles; here it only stops the walk.
        if (!frag || inProgress.has(name)) continue;
        let counts = memo.get(name);
        if (!counts) {
          counts = new Map();
          inProgress.add(name);
          walk(frag.selectionSet, counts);
          inProgress.delete(name);
          memo.set(name, counts);
        }
        for (const [field, n] of counts) add(into, field, n);
      }
    }
  };
  const counts = new Map<string, number>();
  walk(set, counts);
  return counts;
}

/** The first root field of any operation in the document that an anonymous caller may not use, if any. */
export function firstKeyedField(document: DocumentNode): string | undefined {
  const definitions: unknown = document?.definitions;
  if (!Array.isArray(definitions)) return undefined;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const open = ANONYMOUS_FIELDS[def.operation];
    const closed = [...rootFieldCounts(def.selectionSet, fragments).keys()].find((name) => !isMeta(name) && !open.includes(name));
    if (closed) return closed;
  }
  return undefined;
}

/**
 * The mercurius preExecution / preSubscriptionExecution check: an anonymous caller selecting a root field that is not
 * on ANONYMOUS_FIELDS gets `auth/unauthenticated` before anything runs. Scopes are still checked by each resolver.
 */
export function assertAnonymousAllowed(document: DocumentNode, caller: Caller | undefined): void {
  if (caller?.client) return;
  const field = firstKeyedField(document);
  if (field) {
    const scope = SCOPE_HINTS[field] ?? "read";
    throw apiError("auth/unauthenticated", `${field} needs an API key with the "${scope}" scope (Authorization: Bearer <key>); see docs/api.md for the operations open without one.`, { reason: "missing_key", scope });
  }
}

/** Adds the anonymous check to mercurius (after it is registered): HTTP operations and graphql-ws subscriptions. */
export function installAnonymousGate(app: FastifyInstance): void {
  app.graphql.addHook("preExecution", async (_schema, document, context) => {
    assertAnonymousAllowed(document, (context as { caller?: Caller }).caller);
  });
  app.graphql.addHook("preSubscriptionExecution", async (_schema, document, context) => {
    assertAnonymousAllowed(document, (context as { caller?: Caller }).caller);
  });
}
