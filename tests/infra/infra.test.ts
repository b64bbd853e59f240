import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";

const infra = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "infra");

type K8sDoc = { kind?: string; metadata?: { name?: string }; spec?: { replicas?: number; template?: { spec?: { containers?: Array<{ readinessProbe?: unknown; livenessProbe?: unknown; envFrom?: unknown[] }> } } } };

describe("infra", () => {
  it("compose.yaml defines postgres, redis, api, worker and editor", () => {
    const compose = parse(readFileSync(path.join(infra, "compose.yaml"), "utf8")) as { services: Record<string, { build?: { dockerfile?: string } }> };
    expect(Object.keys(compose.services).sort()).toEqual(["api", "editor", "postgres", "redis", "worker"]);
    for (const s of ["api", "worker", "editor"]) {
      const dockerfile = compose.services[s]?.build?.dockerfile ?? "";
      expect(readFileSync(path.join(infra, "..", dockerfile), "utf8")).toMatch(/^FROM node:20/m);
    }
  });

  it("k8s manifests parse, the api runs at least 2 replicas with probes, and config comes from a ConfigMap and a Secret", () => {
    const docs: K8sDoc[] = readdirSync(path.join(infra, "k8s"))
      .filter((f) => f.endsWith(".yaml"))
      .flatMap((f) => parseAllDocuments(readFileSync(path.join(infra, "k8s", f), "utf8")).map((d) => {
        if (d.errors.length) throw new Error(`${f}: ${d.errors[0]?.message}`);
        return d.toJS() as K8sDoc;
      }));
    const byName = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata?.name === name);
    const api = byName("Deployment", "tactica-api");
    expect(api?.spec?.replicas).toBeGreaterThanOrEqual(2);
    const container = api?.spec?.template?.spec?.containers?.[0];
    expect(container?.readinessProbe).toBeTruthy();
    expect(container?.livenessProbe).toBeTruthy();
    expect(JSON.stringify(container?.envFrom)).toMatch(/tactica-config.*tactica-secrets/);
    expect(byName("Deployment", "tactica-worker")).toBeTruthy();
    expect(byName("Service", "tactica-api")).toBeTruthy();
    expect(byName("ConfigMap", "tactica-config")).toBeTruthy();
    expect(byName("Secret", "tactica-secrets")).toBeTruthy();
  });
});
