import { GraphQLError, Kind } from "graphql";
import type { ASTVisitor, FragmentDefinitionNode, SelectionSetNode, ValidationContext } from "graphql";

/** Most fields one operation may select, counting each fragment spread where it is used. */
export const MAX_SELECTED_FIELDS = 1_000;

/**
 * Counts the fields an operation selects (fragments expanded at each use); stops counting past `cap`. Each fragment's
 * size is computed once and reused: a fragment bomb (each fragment spreading the next twice, 22 deep) took 2.5 s
 * expanded use by use, doubling with every level, before GraphQL's own NoFragmentCycles could refuse it.
 */
export function countSelectedFields(set: SelectionSetNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>, cap: number, seen: readonly string[] = []): number {
  const sizes = new Map<string, number>();
  const inProgress = new Set(seen);
  const count = (s: SelectionSetNode): number => {
    let total = 0;
    for (const sel of s.selections) {
      if (total > cap) return total;
      if (sel.kind === Kind.FIELD) total += 1 + (sel.selectionSet ? count(sel.selectionSet) : 0);
      else if (sel.kind === Kind.INLINE_FRAGMENT) total += count(sel.selectionSet);
      else {
        const name = sel.name.value;
        const frag = fragments[name];
        // A fragment cycle is reported by GraphQL's own NoFragmentCycles rule; here it just stops the count.
        if (!frag || inProgress.has(name)) continue;
        let size = sizes.get(name);
        if (size === undefined) {
          inProgress.add(name);
          size = count(frag.selectionSet);
          inProgress.delete(name);
          sizes.set(name, size);
        }
        total += size;
      }
    }
    return total;
  };
  return count(set);
}

type ValidationContextDefinitions = ReturnType<ValidationContext["getDocument"]>["definitions"];

/** A validation rule refusing operations that select more than `max` fields (extensions.code request/too_complex). */
export function maxSelectedFieldsRule(max = MAX_SELECTED_FIELDS): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    // mercurius may validate a non-document (`{"query": 5}`); GraphQL's own checks report that one.
    const definitions: unknown = context.getDocument()?.definitions;
    if (!Array.isArray(definitions)) return {};
    for (const def of definitions as ValidationContextDefinitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    return {
      OperationDefinition(node) {
        const count = countSelectedFields(node.selectionSet, fragments, max);
        if (count > max) {
          context.reportError(new GraphQLError(`The operation selects more than ${max} fields; split it.`, { nodes: [node], extensions: { code: "request/too_complex" } }));
        }
      },
    };
  };
}
