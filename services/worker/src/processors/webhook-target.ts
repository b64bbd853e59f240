import { lookup } from "node:dns/promises";
import { classifyAddress } from "./webhook-address";
import type { AddressClass } from "./webhook-address";

/** Where webhooks may go. `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK) lets tests and a local dev server use 127.0.0.1/::1. */
export type WebhookPolicy = { readonly allowLoopback: boolean };

/** Why a webhook URL is refused (`extensions.reason` of `webhook/url_not_allowed`). */
export type WebhookRefusalReason = AddressClass | "scheme" | "userinfo" | "port" | "unresolvable";

export type WebhookRefusal = { readonly ok: false; readonly reason: WebhookRefusalReason; readonly message: string };
export type WebhookTargetCheck = { readonly ok: true; readonly url: URL; readonly addresses: readonly string[] } | WebhookRefusal;

/** Resolves a host name to every address it has (dns.lookup by default; tests pass their own). */
export type Resolve = (hostname: string) => Promise<readonly string[]>;

/** Ports below 1024 other than these run services (ssh, smtp, ...) that no webhook receiver should be. */
const WELL_KNOWN_WEB_PORTS = new Set([80, 443]);

const refuse = (reason: WebhookRefusalReason, message: string): WebhookRefusal => ({ ok: false, reason, message });

/** A lookup that hangs (no resolver reachable) counts as unresolvable after this long. */
const RESOLVE_TIMEOUT_MS = 5_000;

/** The default resolver: the system's (what the HTTP client would use), every address of both families. */
export const systemResolve: Resolve = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error("DNS timeout")), RESOLVE_TIMEOUT_MS); });
  try {
    return (await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout])).map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
};

/** True when a URL is http(s), parses, and is of a sane length (the format check; the policy comes after). */
export function isHttpUrl(url: string): boolean {
  if (url.length > 2000 || url.includes("\u0000")) return false;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** A URL's host as an IP literal (WHATWG URL has already turned 2130706433 or 0x7f.1 into 127.0.0.1), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return classifyAddress(host) === "invalid" ? null : host;
}

/** Refuses addresses a webhook must never reach; every address of a host must pass, not just one. */
export function checkAddresses(host: string, addresses: readonly string[], policy: WebhookPolicy): WebhookRefusal | null {
  if (addresses.length === 0) return refuse("unresolvable", `${host} has no address.`);
  for (const address of addresses) {
    const cls = classifyAddress(address);
    if (cls === "public" || (cls === "loopback" && policy.allowLoopback)) continue;
    if (cls === "invalid") return refuse("unresolvable", `${host} resolved to something that is not an IP address.`);
    // The address itself is not echoed: the answer would otherwise map the server's internal DNS for the caller.
    return refuse(cls, `${host} resolves to a ${cls.replace("_", "-")} address; webhooks go to public addresses only.`);
  }
  return null;
}

/** The checks that need no DNS: scheme and length (the caller's format check), no userinfo, a web port, literal IPs. */
export function checkUrlShape(url: URL, policy: WebhookPolicy): WebhookRefusal | null {
  if (url.username !== "" || url.password !== "") return refuse("userinfo", "A webhook URL may not carry a user name or password; the signature authenticates deliveries.");
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (port < 1024 && !WELL_KNOWN_WEB_PORTS.has(port)) return refuse("port", `Port ${port} is refused: use 80, 443 or a port from 1024 up.`);
  const literal = literalAddress(url);
  return literal === null ? null : checkAddresses(literal, [literal], policy);
}

/**
 * The whole check run at registration and again before every delivery: shape, then every address the host resolves
 * to. The delivery also pins the connection to checked addresses (see guarded-lookup), so a host that changes its
 * answer between the check and the connection (DNS rebinding) is still refused.
 */
export async function checkWebhookUrl(raw: string, policy: WebhookPolicy, resolve: Resolve = systemResolve): Promise<WebhookTargetCheck> {
  if (!isHttpUrl(raw)) return refuse("scheme", "A webhook URL must be http(s), at most 2,000 characters.");
  const url = new URL(raw);
  const shape = checkUrlShape(url, policy);
  if (shape) return shape;
  const literal = literalAddress(url);
  if (literal !== null) return { ok: true, url, addresses: [literal] };
  let addresses: readonly string[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    return refuse("unresolvable", `${url.hostname} does not resolve.`);
  }
  return checkAddresses(url.hostname, addresses, policy) ?? { ok: true, url, addresses };
}
