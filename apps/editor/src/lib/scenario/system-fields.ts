/** A field of one rule system's scenario that the editor's common form lacks, with its choices when the schema lists them. */
export type SystemField = { readonly name: string; readonly label: string; readonly choices: readonly string[] | null };

// The fields the form asks for per rule system (everything else it derives from sides, forces and set-up areas).
const FIELDS: Readonly<Record<string, readonly { name: string; label: string }[]>> = {
  patrol: [{ name: "ob", label: "Order of battle (27.x)" }, { name: "situation", label: "General Situation (26.x)" }],
};

/** The rule system's extra scenario fields, their choices read from its scenario JSON Schema (`enum`). */
export function toSystemFields(rulesetId: string, schema: unknown): SystemField[] {
  const properties = schema !== null && typeof schema === "object" ? (schema as { properties?: Record<string, { enum?: unknown }> }).properties : undefined;
  return (FIELDS[rulesetId] ?? []).map((f) => {
    const values = properties?.[f.name]?.enum;
    return { ...f, choices: Array.isArray(values) && values.every((v) => typeof v === "string") ? values : null };
  });
}
