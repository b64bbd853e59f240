import { checkWebhookUrl, isHttpUrl } from "@tactica/worker";
import type { AppDeps } from "../deps";
import { apiError } from "../errors";

/**
 * The registration-time URL check: format (`webhook/invalid_url`), then the address policy (`webhook/url_not_allowed`
 * with `extensions.reason`). The worker checks again before every delivery, pinned to the addresses it connects to.
 */
export async function assertWebhookUrlAllowed(url: string, deps: Pick<AppDeps, "webhooks">): Promise<void> {
  if (!isHttpUrl(url)) throw apiError("webhook/invalid_url", "A webhook URL must be http(s), at most 2,000 characters.");
  const policy = { allowLoopback: deps.webhooks?.allowLoopback ?? false };
  const check = await checkWebhookUrl(url, policy, ...(deps.webhooks?.resolve ? [deps.webhooks.resolve] : []));
  if (!check.ok) throw apiError("webhook/url_not_allowed", check.message, { reason: check.reason });
}
