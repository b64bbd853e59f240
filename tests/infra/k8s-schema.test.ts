import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { Job } from "kubernetes-models/batch/v1/Job";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";

// Issue 25: every manifest in infra/k8s validated offline against the Kubernetes API's OpenAPI schemas, as shipped by
// kubernetes-models 5.x (generated from Kubernetes v1.36.0): wrong types, unknown enum values and missing required
// fields are refused, as `kubectl apply --dry-run=server` would refuse them. Then the deployment's shape: probes,
// requests and limits on every container, an HPA and a PDB for the API and for the workers, the migrations Job, and
// secrets only by reference.
const KUBERNETES_VERSION = "1.36.0";
const k8sDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "infra", "k8s");

type Validating = { validate(): void };
const MODELS: Record<string, new (data: never) => Validating> = {
  "v1/ConfigMap": ConfigMap, "v1/Secret": Secret, "v1/Service": Service, "apps/v1/Deployment": Deployment, "batch/v1/Job": Job,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler, "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
};

type Probe = Record<string, unknown>;
type Container = { name: string; image?: string; readinessProbe?: Probe; livenessProbe?: Probe; startupProbe?: Probe; resources?: { requests?: Record<string, string>; limits?: Record<string, string> }; env?: Array<{ name: string; value?: string; valueFrom?: unknown }>; envFrom?: Array<{ secretRef?: { name: string } }> };
type PodSpec = { containers: Container[]; terminationGracePeriodSeconds?: number; restartPolicy?: string };
type Doc = { apiVersion: string; kind: string; metadata: { name: string }; spec?: Record<string, unknown> & { template?: { spec: PodSpec }; scaleTargetRef?: { kind: string; name: string }; selector?: { matchLabels?: Record<string, string> } }; stringData?: Record<string, string> };

const files = readdirSync(k8sDir).filter((f) => f.endsWith(".yaml")).sort();
const docs: Array<{ file: string; doc: Doc }> = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), "utf8")).map((d) => ({ file, doc: d.toJS() as Doc })));
const find = (kind: string, name: string) => docs.find((d) => d.doc.kind === kind && d.doc.metadata.name === name)?.doc;

/** The schema errors of one manifest ("" when it validates). */
function schemaErrors(doc: unknown): string {
  const d = doc as Doc;
  const Model = MODELS[`${d.apiVersion}/${d.kind}`];
  if (!Model) return `no schema for ${d.apiVersion} ${d.kind}`;
  try {
    new Model(structuredClone(doc) as never).validate();
    return "";
  } catch (e) {
    return String(e);
  }
}

describe(`infra/k8s validates against the Kubernetes v${KUBERNETES_VERSION} API schemas`, () => {
  it("finds the manifests", () => {
    expect(files).toEqual(expect.arrayContaining(["api.yaml", "worker.yaml", "editor.yaml", "configmap.yaml", "secret.example.yaml", "migrate-job.yaml"]));
  });

  for (const { file, doc } of docs) {
    it(`${file}: ${doc.kind} ${doc.metadata?.name}`, () => {
      expect(schemaErrors(doc)).toBe("");
    });
  }

  it("the validator refuses what the API server would refuse (a wrong type, an unknown enum value, a missing field)", () => {
    const api = find("Deployment", "tactica-api")!;
    const broken = (edit: (d: Doc & { spec: Record<string, unknown> }) => void) => { const d = structuredClone(api) as Doc & { spec: Record<string, unknown> }; edit(d); return schemaErrors(d); };
    expect(broken((d) => { d.spec.replicas = "two"; })).not.toBe("");
    expect(broken((d) => { d.spec.template!.spec.restartPolicy = "Sometimes"; })).not.toBe("");
    expect(broken((d) => { delete d.spec.selector; })).not.toBe("");
    expect(broken((d) => { (d.spec.template!.spec.containers[0] as Record<string, unknown>).name = undefined; delete (d.spec.template!.spec.containers[0] as Record<string, unknown>).name; })).not.toBe("");
    const hpa = structuredClone(find("HorizontalPodAutoscaler", "tactica-api")) as Doc & { spec: Record<string, unknown> };
    delete hpa.spec.maxReplicas;
    expect(schemaErrors(hpa)).not.toBe("");
  });
});

describe("the deployment's shape", () => {
  const workloads = docs.filter((d) => d.doc.kind === "Deployment" || d.doc.kind === "Job").map((d) => d.doc);

  it("every container has CPU and memory requests and a memory limit", () => {
    for (const w of workloads) for (const c of w.spec!.template!.spec.containers) {
      expect(c.resources?.requests?.cpu, `${w.metadata.name}/${c.name}`).toBeTruthy();
      expect(c.resources?.requests?.memory, `${w.metadata.name}/${c.name}`).toBeTruthy();
      expect(c.resources?.limits?.memory, `${w.metadata.name}/${c.name}`).toBeTruthy();
    }
  });

  it("the API has start-up, readiness (/readyz) and liveness (/healthz) probes; the worker a liveness probe", () => {
    const api = find("Deployment", "tactica-api")!.spec!.template!.spec.containers[0]!;
    expect(api.readinessProbe).toMatchObject({ httpGet: { path: "/readyz" } });
    expect(api.livenessProbe).toMatchObject({ httpGet: { path: "/healthz" } });
    expect(api.startupProbe).toMatchObject({ httpGet: { path: "/healthz" } });
    const worker = find("Deployment", "tactica-worker")!.spec!.template!.spec.containers[0]!;
    expect(JSON.stringify(worker.livenessProbe)).toContain("PING");
  });

  it("the API and the workers each have an HPA (at least 2 replicas) and a PodDisruptionBudget over their pods", () => {
    for (const name of ["tactica-api", "tactica-worker"]) {
      const deployment = find("Deployment", name)!;
      const hpa = find("HorizontalPodAutoscaler", name);
      expect(hpa?.spec?.scaleTargetRef).toMatchObject({ kind: "Deployment", name });
      expect(hpa?.spec?.minReplicas as number).toBeGreaterThanOrEqual(2);
      const pdb = find("PodDisruptionBudget", name);
      expect(pdb?.spec?.selector?.matchLabels).toEqual(deployment.spec!.selector!.matchLabels);
      expect(deployment.spec!.template!.spec.terminationGracePeriodSeconds as number).toBeGreaterThanOrEqual(30);
    }
  });

  it("migrations run as a Job with the API's image and the database URL from the Secret", () => {
    const job = find("Job", "tactica-migrate")!;
    const c = job.spec!.template!.spec.containers[0]!;
    expect(c.image).toBe(find("Deployment", "tactica-api")!.spec!.template!.spec.containers[0]!.image);
    expect(job.spec!.template!.spec.restartPolicy).toBe("Never");
    expect(c.env?.find((e) => e.name === "DATABASE_URL")?.valueFrom).toEqual({ secretKeyRef: { name: "tactica-secrets", key: "DATABASE_URL" } });
  });

  it("secrets reach the pods only from the Secret: no workload spells a database or Redis URL", () => {
    const secretKeys = Object.keys(find("Secret", "tactica-secrets")!.stringData ?? {});
    expect(secretKeys).toEqual(expect.arrayContaining(["DATABASE_URL", "REDIS_URL"]));
    for (const w of workloads) for (const c of w.spec!.template!.spec.containers) {
      for (const e of c.env ?? []) expect(secretKeys.includes(e.name) && e.value !== undefined, `${w.metadata.name} ${e.name}`).toBe(false);
    }
    for (const name of ["tactica-api", "tactica-worker"]) {
      expect(find("Deployment", name)!.spec!.template!.spec.containers[0]!.envFrom).toContainEqual({ secretRef: { name: "tactica-secrets" } });
    }
  });
});
