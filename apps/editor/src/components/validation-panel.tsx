import type { MapIssue } from "@tactica/map";

/** The document's problems; clicking one selects the hex or hexside it points at. */
export function ValidationPanel({ issues, onPick }: { issues: readonly MapIssue[]; onPick(issue: MapIssue): void }) {
  return (
    <section className="panel" data-testid="validation-panel">
      <h2>Problems {issues.length > 0 && <span className="badge error">{issues.length}</span>}</h2>
      {issues.length === 0 ? <p className="ok" data-testid="validation-ok">The map is valid.</p> : (
        <ul>
          {issues.map((i, n) => (
            <li key={`${i.path}:${n}`}>
              <button type="button" className="link" data-testid="validation-issue" onClick={() => onPick(i)}>
                <code>{i.path}</code>: {i.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
