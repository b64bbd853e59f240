/**
 * Stable JSON: object keys sorted by UTF-16 code unit order, `undefined` properties dropped, no whitespace.
 * Arrays keep their order; an `undefined` array element is an error (JSON.stringify would silently write null).
 * Non-finite numbers, bigint, functions, symbols and non-plain objects are errors so that a hash never
 * depends on a value JSON cannot carry.
 */
export function canonicalJson(value: unknown): string {
  return write(value, "$");
}

function write(value: unknown, path: string): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number at ${path}`);
      return JSON.stringify(value);
    case "object":
      return Array.isArray(value) ? writeArray(value, path) : writeObject(value, path);
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value} at ${path}`);
  }
}

function writeArray(items: readonly unknown[], path: string): string {
  const parts = items.map((item, i) => {
    if (item === undefined) throw new TypeError(`canonicalJson: undefined array element at ${path}[${i}]`);
    return write(item, `${path}[${i}]`);
  });
  return `[${parts.join(",")}]`;
}

function writeObject(value: object, path: string): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(`canonicalJson: only plain objects are encoded (at ${path})`);
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  const parts = keys.map((k) => `${JSON.stringify(k)}:${write(record[k], `${path}.${k}`)}`);
  return `{${parts.join(",")}}`;
}
