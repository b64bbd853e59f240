// The GraphiQL page's script, bundled by ../build-bundle.ts with everything it needs (React, GraphiQL, Monaco and
// its workers, fonts): nothing is loaded from another host, so the page works on a machine without internet.
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import "graphiql/style.css";
import { createTacticaFetcher } from "./fetcher";

const root = document.getElementById("graphiql");
if (!root) throw new Error("GraphiQL: #graphiql is missing from the page");
const assets = root.dataset.assets ?? "/graphiql/assets";
const graphqlUrl = new URL(root.dataset.graphql ?? "/graphql", window.location.href).href;

// Monaco's language workers, bundled next to this script (the names ../build-bundle.ts gives them).
const WORKERS: Record<string, string> = { json: "json.worker.js", graphql: "graphql.worker.js" };
(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => new Worker(`${assets}/${WORKERS[label] ?? "editor.worker.js"}`),
};

const DEFAULT_QUERY = `# Tactica's GraphQL API. Headers go in the Headers tab, as JSON:
#   {"authorization": "Bearer <API key>"}
#   {"x-seat-token": "<seat token from joinMatch>"}
# \`npm start\` (embedded mode) writes a local admin key to
# .data/dev-api-key. Subscriptions use the same headers.
query Start {
  rulesets { id name version playable }
  scenarios { id name rulesetId }
}
`;

createRoot(root).render(
  <GraphiQL fetcher={createTacticaFetcher(graphqlUrl)} defaultQuery={DEFAULT_QUERY} defaultHeaders={"{}"} defaultEditorToolsVisibility="headers" />,
);
