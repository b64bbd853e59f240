// Written orders as data [16.5, 20.1.2]: "31 Opportunity-1C10", "12-Tracking-7", "5 Sweep", "43 Observe-1A8".

/** A parsed written order. */
export type WrittenOrder =
  | { readonly kind: "opportunity"; readonly unit: string; readonly hex: string }
  | { readonly kind: "tracking"; readonly unit: string; readonly target: string }
  | { readonly kind: "sweep"; readonly unit: string }
  | { readonly kind: "observe"; readonly unit: string; readonly hex: string };

/** Parse an order as the book writes it, or undefined when it is not one [16.5.1-16.5.3, 20.1.2]. */
export function parseWrittenOrder(text: string): WrittenOrder | undefined {
  const t = text.trim();
  let m = /^(\w+) Opportunity-(\w+)$/.exec(t);
  if (m) return { kind: "opportunity", unit: m[1]!, hex: m[2]! };
  m = /^(\w+)-Tracking-(\w+)$/.exec(t);
  if (m) return { kind: "tracking", unit: m[1]!, target: m[2]! };
  m = /^(\w+) Sweep$/.exec(t);
  if (m) return { kind: "sweep", unit: m[1]! };
  m = /^(\w+) Observe-(\w+)$/.exec(t);
  if (m) return { kind: "observe", unit: m[1]!, hex: m[2]! };
  return undefined;
}
