// Vite/vitest `?raw` imports (used by tests to read the docs they check).
declare module "*?raw" {
  const text: string;
  export default text;
}
