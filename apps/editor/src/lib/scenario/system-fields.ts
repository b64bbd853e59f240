/** A field of one rule system's scenario that the editor's common form lacks, with its choices when the schema lists them. */
export type SystemField = { readonly name: string; readonly label: string; readonly choices: readonly string[] | null; readonly emptyLabel?: string };

type FieldSpec = { name: string; label: string; choices?: readonly string[]; emptyLabel?: string };

// The fields the form asks for per rule system (everything else it derives from sides, forces and set-up areas).
// Firepower's are read by toRulesetScenario: `rules` (the schema's enum), the 2.4 set-up phase (who places first,
// empty for none), the PMN1 mines each side lays secretly at set-up (8.8.9) and the defender's tunnel hexes (8.8.8).
const FIELDS: Readonly<Record<string, readonly FieldSpec[]>> = {
  patrol: [{ name: "ob", label: "Order of battle (27.x)" }, { name: "situation", label: "General Situation (26.x)" }],
  firepower: [
    { name: "rules", label: "Rules (Basic 1-7, Advanced 8+)", choices: ["basic", "advanced"], emptyLabel: "basic" },
    { name: "setup", label: "Set-up phase (2.4): who places first", choices: ["roll", "A", "B"], emptyLabel: "none" },
    { name: "minesA", label: "Mines side A lays at set-up (8.8.9)" },
    { name: "minesB", label: "Mines side B lays at set-up (8.8.9)" },
    { name: "tunnelSide", label: "Tunnels: defending side (8.8.8)", choices: ["A", "B"], emptyLabel: "none" },
    { name: "tunnels", label: "Tunnel hexes it may record (8.8.8)" },
  ],
};

/** The rule system's extra scenario fields, their choices read from its scenario JSON Schema (`enum`) when it lists them. */
export function toSystemFields(rulesetId: string, schema: unknown): SystemField[] {
  const properties = schema !== null && typeof schema === "object" ? (schema as { properties?: Record<string, { enum?: unknown }> }).properties : undefined;
  return (FIELDS[rulesetId] ?? []).map(({ choices: fixed, emptyLabel, ...f }) => {
    const values = properties?.[f.name]?.enum;
    const listed = Array.isArray(values) && values.every((v) => typeof v === "string") ? values : null;
    return { ...f, choices: listed ?? fixed ?? null, ...(emptyLabel !== undefined ? { emptyLabel } : {}) };
  });
}
