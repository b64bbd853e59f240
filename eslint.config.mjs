// Lint rules that enforce the dependency direction of docs/style.md:
// hex, dice -> map -> engine -> rules-* -> services; pure packages never touch I/O, the clock or Math.random.
import tseslint from "typescript-eslint";

const nodeBuiltins = [
  "node:*", "fs", "fs/promises", "path", "os", "crypto", "http", "https", "net", "child_process",
  "worker_threads", "process", "stream", "url", "util", "events", "timers", "dns", "cluster", "zlib",
];
const shellPackages = ["@tactica/db", "@tactica/queue", "@tactica/config", "@tactica/matches", "@tactica/api", "@tactica/worker",
  "@prisma/*", "pg", "bullmq", "ioredis", "fastify", "mercurius", "pino"];

/** Pure packages: the rules core and everything under it. */
const purePackages = ["hex", "dice", "map", "engine", "contracts"].map((p) => `packages/${p}/src/**/*.ts`)
  .concat(["packages/rules-*/src/**/*.ts"]);

export const pureRestrictions = {
  "no-restricted-imports": ["error", {
    patterns: [
      { group: nodeBuiltins, message: "Pure packages may not import Node built-ins (docs/style.md)." },
      { group: shellPackages, message: "Pure packages may not import db/queue/config or services (docs/style.md)." },
    ],
  }],
  "no-restricted-globals": ["error",
    { name: "process", message: "Pure packages may not read the environment." },
    { name: "setTimeout", message: "Pure packages may not use timers." },
    { name: "setInterval", message: "Pure packages may not use timers." },
    { name: "performance", message: "Pure packages may not read the clock." },
    { name: "fetch", message: "Pure packages may not do I/O." },
  ],
  "no-restricted-properties": ["error",
    { object: "Math", property: "random", message: "Randomness is an input: take an Rng (docs/design.md)." },
    { object: "Date", property: "now", message: "The core never reads the clock." },
  ],
  "no-restricted-syntax": ["error",
    { selector: "NewExpression[callee.name='Date']", message: "The core never reads the clock." },
  ],
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/.next/**", "**/generated/**", "**/dist/**", "**/next-env.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Only services (and tests) may import the shell adapters; packages may not reach into services.
    files: ["packages/**/*.ts", "apps/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@tactica/api", "@tactica/worker"], message: "Packages and apps may not import services." }] }],
    },
  },
  // After the general rule above, so pure packages get the stricter list.
  { files: purePackages, rules: pureRestrictions },
  {
    files: ["apps/editor/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@tactica/db", "@tactica/queue", "@tactica/config", "@tactica/matches", "@tactica/api", "@tactica/worker", "@tactica/engine"], message: "The editor uses hex, map and the API only (docs/style.md)." }] }],
    },
  },
);
