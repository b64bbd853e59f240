import type { FastifyInstance, FastifyReply } from "fastify";
import { GraphQLError, Kind } from "graphql";
import type { ASTVisitor, DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, ValidationContext } from "graphql";
import type { Caller } from "../auth/caller";
import type { RateLimiter } from "../auth/rate-limiter";
import { rootFieldCounts } from "../auth/anonymous-operations";
import { apiError } from "../errors";

// Why our own cost map rather than a library (graphql-armor's cost limit and the like): the expensive work here is
// done by a handful of root fields (a replay, an odds enumeration, a sighting batch), not by how deep or wide the
// selection under them is, which the field-count limit (query-complexity.ts) already bounds. A weight per root field,
// counted once per use (aliases and fragment spreads included), says exactly that, needs no new dependency, and the
// same number is charged against a per-key budget, which cost-limit libraries do not do.

/**
 * The cost of one use of a root field, roughly the milliseconds of API CPU it can take on a small machine (verifyMatch
 * replays the whole record: 300 of them took 9.3 s). Fields not listed cost 1.
 */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  verifyMatch: 30,
  exportMatch: 20,
  commandOdds: 40,
  legalActions: 10,
  matches: 3,
  visibility: 20,
  fireOdds: 5,
  lineOfSight: 2,
  range: 1,
  validateScenario: 5,
  requestSighting: 10,
  requestAiTurn: 5,
  requestBarrage: 5,
  createMatch: 5,
  submitCommand: 3,
  saveScenario: 5,
  saveMap: 5,
};

/** Most cost one operation may have (10 verifyMatch, 7 commandOdds, 150 lineOfSight). */
export const MAX_OPERATION_COST = 300;

/** Cost units per minute a key (or anonymous IP) may spend, per request of its per-minute request budget. */
export const COST_PER_REQUEST = 10;

const fieldCost = (name: string) => (name.startsWith("__") ? 0 : FIELD_COSTS[name] ?? 1);

const fragmentsOf = (definitions: readonly unknown[]): Record<string, FragmentDefinitionNode> => {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of definitions as DocumentNode["definitions"]) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return fragments;
};

/** The cost of one operation: the sum of its root fields' costs, each alias and fragment use counted. */
export function operationCost(op: OperationDefinitionNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>): number {
  if (op.operation === "subscription") return 0;
  let cost = 0;
  for (const [name, uses] of rootFieldCounts(op.selectionSet, fragments)) cost += fieldCost(name) * uses;
  return cost;
}

/** The cost of the costliest operation of a document (only one runs; the limit holds for any of them). */
export function documentCost(document: DocumentNode): number {
  const definitions: unknown = document?.definitions;
  if (!Array.isArray(definitions)) return 0;
  const fragments = fragmentsOf(definitions);
  return Math.max(0, ...document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((op) => operationCost(op, fragments)));
}

/** A validation rule refusing operations that cost more than `max` (extensions.code request/too_costly), before they run. */
export function maxOperationCostRule(max = MAX_OPERATION_COST): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    // mercurius may validate a non-document (`{"query": 5}`); GraphQL's own checks report that one.
    const definitions: unknown = context.getDocument()?.definitions;
    if (!Array.isArray(definitions)) return {};
    const fragments = fragmentsOf(definitions);
    return {
      OperationDefinition(node) {
        const cost = operationCost(node, fragments);
        if (cost > max) {
          context.reportError(new GraphQLError(`The operation costs ${cost}, more than ${max} (see docs/api.md, Limits); split it.`, { nodes: [node], extensions: { code: "request/too_costly", cost, max } }));
        }
      },
    };
  };
}

/**
 * Charges each operation's cost to its key's (or anonymous IP's) budget for the minute, `COST_PER_REQUEST` units per
 * request of its request budget, before it runs; past it, `rate/limited`. Shared across processes with the limiter.
 */
export function installCostBudget(app: FastifyInstance, opts: { readonly limiter: RateLimiter; readonly anonymousPerMinute: number }): void {
  app.graphql.addHook("preExecution", async (_schema, document, context) => {
    const cost = documentCost(document);
    if (cost <= 1) return;
    const { caller, reply } = context as { caller?: Caller; reply?: FastifyReply };
    const client = caller?.client ?? null;
    const bucket = client ? `cost:client:${client.id}` : `cost:ip:${reply?.request.ip ?? "unknown"}`;
    const budget = (client?.rateLimitPerMinute ?? opts.anonymousPerMinute) * COST_PER_REQUEST;
    const decision = await opts.limiter.hit(bucket, budget, cost);
    if (!decision.allowed) {
      const retry = Math.ceil(decision.resetInMs / 1000);
      throw apiError("rate/limited", `This operation costs ${cost}; the cost budget of ${budget} per minute is spent. Retry in ${retry} s.`, { cost, budget, retryAfterSeconds: retry });
    }
  });
}
