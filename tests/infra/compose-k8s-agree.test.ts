import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";

// Issue 25: infra/compose.yaml and infra/k8s describe one deployment. For the api, the worker and the editor they name
// the same image, the same container port, and the same environment variables (compose's `environment` against the
// Deployment's env plus what its envFrom ConfigMap and Secret provide); each Dockerfile runs the compiled build as a
// non-root user with a health check (the editor's: next start).
const infra = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "infra");

type Container = { image?: string; ports?: { containerPort?: number }[]; env?: { name: string }[]; envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[] };
type Doc = { kind?: string; metadata?: { name?: string }; data?: Record<string, string>; stringData?: Record<string, string>; spec?: { template?: { spec?: { containers?: Container[] } } } };
type ComposeService = { image?: string; build?: { dockerfile?: string }; environment?: Record<string, string>; ports?: string[] };

const compose = parse(readFileSync(path.join(infra, "compose.yaml"), "utf8")) as { services: Record<string, ComposeService> };
const docs: Doc[] = readdirSync(path.join(infra, "k8s")).filter((f) => f.endsWith(".yaml"))
  .flatMap((f) => parseAllDocuments(readFileSync(path.join(infra, "k8s", f), "utf8")).map((d) => d.toJS() as Doc));
const find = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata?.name === name);

/** The variable names a Deployment's first container gets: env, and every key of the ConfigMaps and Secrets it pulls in. */
function k8sEnv(c: Container): string[] {
  const names = new Set((c.env ?? []).map((e) => e.name));
  for (const from of c.envFrom ?? []) {
    const doc = from.configMapRef ? find("ConfigMap", from.configMapRef.name) : from.secretRef ? find("Secret", from.secretRef.name) : undefined;
    expect(doc, JSON.stringify(from)).toBeTruthy();
    for (const k of Object.keys({ ...doc?.data, ...doc?.stringData })) names.add(k);
  }
  return [...names].sort();
}

/** The container port a compose `ports` entry publishes ("127.0.0.1:4000:4000" -> 4000). */
const containerPort = (spec: string) => Number(spec.split(":").at(-1));

describe("compose.yaml and the Kubernetes manifests agree", () => {
  for (const name of ["api", "worker", "editor"]) {
    it(`${name}: same image, container port and environment variables`, () => {
      const service = compose.services[name];
      const container = find("Deployment", `tactica-${name}`)?.spec?.template?.spec?.containers?.[0];
      expect(service).toBeTruthy();
      expect(container).toBeTruthy();
      expect(service!.image).toBe(container!.image);
      expect((service!.ports ?? []).map(containerPort).sort()).toEqual((container!.ports ?? []).map((p) => p.containerPort).sort());
      expect(Object.keys(service!.environment ?? {}).sort()).toEqual(k8sEnv(container!));
    });
  }

  it("each Dockerfile builds in a first stage and runs as the non-root node user with a health check", () => {
    for (const [name, runs] of [["api", "services/api/dist/server.js"], ["worker", "services/worker/dist/main.js"], ["editor", "@tactica/editor"]] as const) {
      const file = compose.services[name]?.build?.dockerfile ?? "";
      const text = readFileSync(path.join(infra, "..", file), "utf8");
      expect(text.match(/^FROM /gm)?.length, file).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/^COPY --from=build /m);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toMatch(/^HEALTHCHECK /m);
      const cmd = /^CMD (.*)$/m.exec(text)?.[1] ?? "";
      expect(cmd).toContain(runs);
      expect(cmd).not.toContain("tsx");
    }
  });
});
