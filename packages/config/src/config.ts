import { z } from "zod";
import { QUEUE_NAME } from "@tactica/contracts";

/** Environment variables the processes read; parsed once at start-up (no `process.env` elsewhere). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  QUEUE_NAME: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/).default(QUEUE_NAME),
  DATA_DIR: z.string().default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // How soon a job whose worker died is taken back (BullMQ lock and stalled-job check), for tests and operators.
  WORKER_LOCK_MS: z.coerce.number().int().min(100).optional(),
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Most graphql-ws subscriptions open at once per WebSocket connection, and per API key over every API process.
  SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(20),
  SUBSCRIPTIONS_PER_KEY: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Lets webhooks go to 127.0.0.0/8 and ::1 (tests, a local dev server); private, link-local and metadata
  // addresses stay refused either way. Never set it on a server others can register webhooks with.
  WEBHOOK_ALLOW_LOOPBACK: z.enum(["true", "false", "1", "0"]).default("false"),
  // Ed25519 keys that sign match records: a JSON array of { keyId, privateKey (PKCS#8 PEM or base64 DER) } or, for a
  // retired key that still verifies, { keyId, publicKey (SPKI PEM or base64 DER) }. The last entry with a private key signs.
  SIGNING_KEYS: z.string().optional(),
});

const SigningKeysSchema = z.array(z.union([
  z.object({ keyId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/), privateKey: z.string().min(1) }).strict(),
  z.object({ keyId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/), publicKey: z.string().min(1) }).strict(),
]));

/** One configured record-signing key (SIGNING_KEYS): a signing key, or a retired key kept to verify old records. */
export type SigningKeyConfig = { readonly keyId: string; readonly privateKey: string } | { readonly keyId: string; readonly publicKey: string };

export type Env = z.infer<typeof EnvSchema>;

/** The validated configuration of one process. */
export type Config = {
  readonly env: Env["NODE_ENV"];
  readonly logLevel: Env["LOG_LEVEL"];
  readonly api: {
    readonly host: string;
    readonly port: number;
    readonly bodyLimit: number;
    /** Most subscriptions open at once per WebSocket connection and per API key (shared through Redis). */
    readonly subscriptions: { readonly perConnection: number; readonly perKey: number };
  };
  /** `external` uses DATABASE_URL; `embedded` starts PGlite in dataDir. */
  readonly database: { readonly mode: "external"; readonly url: string } | { readonly mode: "embedded"; readonly dataDir: string; readonly port: number };
  /** `external` uses BullMQ on REDIS_URL; `in-process` runs the same processors in this process. */
  readonly queue: { readonly mode: "external"; readonly url: string; readonly name: string } | { readonly mode: "in-process" };
  readonly worker: { readonly concurrency: number; readonly lockDurationMs?: number; readonly stalledIntervalMs?: number };
  /** Where webhooks may be delivered: public addresses, plus loopback when allowLoopback. */
  readonly webhooks: { readonly allowLoopback: boolean };
  /** Record-signing keys (SIGNING_KEYS); none configured = a key generated once and kept in `devKeyFile` (DATA_DIR). */
  readonly signing: { readonly keys: readonly SigningKeyConfig[]; readonly devKeyFile: string };
};

/** A configuration error that names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration:\n  ${issues.join("\n  ")}`);
    this.name = "ConfigError";
  }
}

/** Parses and validates the environment once; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const signingKeys = parseSigningKeys(e.SIGNING_KEYS);
  return {
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    api: {
      host: e.API_HOST, port: e.API_PORT, bodyLimit: e.BODY_LIMIT_BYTES,
      subscriptions: { perConnection: e.SUBSCRIPTIONS_PER_CONNECTION, perKey: e.SUBSCRIPTIONS_PER_KEY },
    },
    database: e.DATABASE_URL
      ? { mode: "external", url: e.DATABASE_URL }
      : { mode: "embedded", dataDir: `${e.DATA_DIR}/pg`, port: e.EMBEDDED_PG_PORT },
    queue: e.REDIS_URL ? { mode: "external", url: e.REDIS_URL, name: e.QUEUE_NAME } : { mode: "in-process" },
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      ...(e.WORKER_LOCK_MS ? { lockDurationMs: e.WORKER_LOCK_MS } : {}),
      ...(e.WORKER_STALLED_INTERVAL_MS ? { stalledIntervalMs: e.WORKER_STALLED_INTERVAL_MS } : {}),
    },
    webhooks: { allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === "true" || e.WEBHOOK_ALLOW_LOOPBACK === "1" },
    signing: { keys: signingKeys, devKeyFile: `${e.DATA_DIR}/signing-key.json` },
  };
}

function parseSigningKeys(raw: string | undefined): readonly SigningKeyConfig[] {
  if (raw === undefined) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(["SIGNING_KEYS: not JSON (a JSON array of { keyId, privateKey } or { keyId, publicKey })"]);
  }
  const keys = SigningKeysSchema.safeParse(json);
  if (!keys.success) throw new ConfigError(keys.error.issues.map((i) => `SIGNING_KEYS.${i.path.join(".")}: ${i.message}`));
  const ids = keys.data.map((k) => k.keyId);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new ConfigError([`SIGNING_KEYS: key id "${twice}" listed twice`]);
  return keys.data;
}

/** Reads the real process environment; the only place in the project that touches process.env. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}

/** Words for the start-up log: which database and queue mode is active (never the credentials). */
export function describeModes(config: Config): string {
  const db = config.database.mode === "external"
    ? `PostgreSQL at ${redactUrl(config.database.url)}`
    : `embedded PGlite in ${config.database.dataDir}`;
  const q = config.queue.mode === "external" ? `BullMQ on Redis at ${redactUrl(config.queue.url)}` : "in-process jobs (no REDIS_URL)";
  return `database: ${db}; queue: ${q}`;
}

/** Removes user and password from a URL so it can be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "<unparseable url>";
  }
}
