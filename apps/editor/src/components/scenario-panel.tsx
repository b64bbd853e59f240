"use client";
import type { CatalogueField, CatalogueOption, RulesetCatalogue } from "../lib/catalogue";
import { setOption, updateSide, VICTORY_KINDS } from "../lib/scenario/scenario-document";
import type { ForceEntry, ScenarioDocument, ScenarioIssue, VictoryCondition } from "../lib/scenario/scenario-document";
import type { SystemField } from "../lib/scenario/system-fields";

/** A force line's unit fields from the catalogue (a choice, or text); a field set back to its default is dropped. */
function UnitFields({ sideId, index, force, fields, onChange }: { sideId: string; index: number; force: ForceEntry; fields: readonly CatalogueField[]; onChange(next: ForceEntry): void }) {
  const set = (f: CatalogueField, value: string) => {
    const { fields: old, ...rest } = force;
    const next: Record<string, string> = { ...old };
    if (value === "" || value === f.default) delete next[f.name];
    else next[f.name] = value;
    onChange({ ...rest, ...(Object.keys(next).length > 0 ? { fields: next } : {}) });
  };
  return (
    <>
      {fields.map((f) => f.choices ? (
        <select key={f.name} aria-label={f.label} title={f.rule} data-testid={`${f.name}-${sideId}-${index}`} value={force.fields?.[f.name] ?? f.default ?? ""}
          onChange={(e) => set(f, e.target.value)}>
          {f.default ? null : <option value="">{f.emptyLabel ?? f.label}</option>}
          {f.choices.map((c) => <option key={c.id} value={c.id}>{c.description}</option>)}
        </select>
      ) : (
        <input key={f.name} className="short" placeholder={f.label.toLowerCase()} aria-label={f.label} title={f.rule} data-testid={`${f.name}-${sideId}-${index}`}
          value={force.fields?.[f.name] ?? ""} onChange={(e) => set(f, e.target.value)} />
      ))}
    </>
  );
}

/** One rule option: its readings, or a number within its range. */
function OptionField({ option: o, value, onChange }: { option: CatalogueOption; value: string; onChange(v: string): void }) {
  return (
    <label className="row" title={`${o.description} (${o.rule})`}>{o.id}
      {o.kind === "number" ? (
        <input className="short" type="number" min={o.range?.min} max={o.range?.max} step={o.range?.step} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {o.values.map((c) => <option key={c.id} value={c.id}>{c.id}{c.id === o.default ? " (default)" : ""}</option>)}
        </select>
      )}
    </label>
  );
}

/** The scenario form: turn limit, sides (forces, set-up area via the Set-up tool), victory conditions, rule options. */
export function ScenarioPanel({ scenario, issues, catalogue, systemFields, activeSide, onActiveSide, onChange, onExport }: {
  scenario: ScenarioDocument; issues: readonly ScenarioIssue[]; catalogue: RulesetCatalogue; systemFields: readonly SystemField[];
  activeSide: string; onActiveSide(id: string): void; onChange(next: ScenarioDocument): void; onExport(): void;
}) {
  const setVictory = (i: number, v: VictoryCondition | undefined) => {
    const victory = [...scenario.victory];
    if (v === undefined) victory.splice(i, 1);
    else victory[i] = v;
    onChange({ ...scenario, victory });
  };
  return (
    <section className="panel" data-testid="scenario-panel">
      <h2>Scenario</h2>
      <div className="row">
        <label>Name <input value={scenario.name} onChange={(e) => onChange({ ...scenario, name: e.target.value })} /></label>
        <label>Turn limit <input className="short" type="number" min={1} data-testid="turn-limit" value={scenario.turnLimit}
          onChange={(e) => onChange({ ...scenario, turnLimit: Number(e.target.value) })} /></label>
      </div>
      {systemFields.map((f) => {
        const value = scenario.system?.[f.name] ?? "";
        const set = (v: string) => onChange({ ...scenario, system: { ...scenario.system, [f.name]: v } });
        return (
          <label key={f.name} className="row" title={f.rule}>{f.label}
            {f.choices === null ? <input value={value} data-testid={`system-${f.name}`} onChange={(e) => set(e.target.value)} />
              : <select value={value} data-testid={`system-${f.name}`} onChange={(e) => set(e.target.value)}>
                <option value="">{f.emptyLabel ?? "choose…"}</option>
                {f.choices.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>}
          </label>
        );
      })}
      {scenario.sides.map((side) => (
        <fieldset key={side.id} className={`side side-${side.id}`}>
          <legend>
            <input className="short" value={side.name} aria-label={`name of side ${side.id}`} onChange={(e) => onChange(updateSide(scenario, side.id, { name: e.target.value }))} />
            <label><input type="radio" name="active-side" checked={activeSide === side.id} onChange={() => onActiveSide(side.id)} /> set-up area ({side.setupArea.length} hexes)</label>
          </legend>
          {side.forces.map((f, j) => (
            <div className="row" key={j}>
              <input placeholder="unit type" list="unit-types" value={f.unitType} data-testid={`force-${side.id}-${j}`}
                onChange={(e) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? { ...x, unitType: e.target.value } : x)) }))} />
              <input className="short" type="number" min={1} value={f.count} aria-label="count"
                onChange={(e) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? { ...x, count: Number(e.target.value) } : x)) }))} />
              <UnitFields sideId={side.id} index={j} force={f} fields={catalogue.unitFields}
                onChange={(next) => onChange(updateSide(scenario, side.id, { forces: side.forces.map((x, k) => (k === j ? next : x)) }))} />
              <button type="button" onClick={() => onChange(updateSide(scenario, side.id, { forces: side.forces.filter((_, k) => k !== j) }))}>✕</button>
            </div>
          ))}
          <button type="button" data-testid={`add-force-${side.id}`} onClick={() => onChange(updateSide(scenario, side.id, { forces: [...side.forces, { unitType: "", count: 1 }] }))}>Add force</button>
        </fieldset>
      ))}
      <datalist id="unit-types">{catalogue.unitTypes.map((u) => <option key={u.id} value={u.id}>{u.name}</option>)}</datalist>
      <h3>Victory</h3>
      {scenario.victory.map((v, i) => (
        <div className="row" key={i}>
          <select value={v.side} onChange={(e) => setVictory(i, { ...v, side: e.target.value })}>
            {scenario.sides.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
          <select value={v.kind} onChange={(e) => setVictory(i, { ...v, kind: e.target.value as VictoryCondition["kind"] })}>
            {VICTORY_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
          {v.kind === "custom" ? <input placeholder="condition" value={v.text ?? ""} onChange={(e) => setVictory(i, { ...v, text: e.target.value })} />
            : <input className="short" type="number" placeholder="value" value={v.value ?? ""} onChange={(e) => setVictory(i, { ...v, value: Number(e.target.value) })} />}
          <button type="button" onClick={() => setVictory(i, undefined)}>✕</button>
        </div>
      ))}
      <button type="button" data-testid="add-victory" onClick={() => setVictory(scenario.victory.length, { kind: "custom", side: activeSide, text: "" })}>Add condition</button>
      {catalogue.options.length > 0 && <h3>Rule options</h3>}
      {catalogue.options.map((o) => (
        <OptionField key={o.id} option={o} value={scenario.options[o.id] ?? o.default} onChange={(v) => onChange(setOption(scenario, o.id, v, o.default))} />
      ))}
      <h3>Checks {issues.length > 0 && <span className="badge error">{issues.length}</span>}</h3>
      {issues.length === 0 ? <p className="ok" data-testid="scenario-ok">Ready to play-test.</p>
        : <ul data-testid="scenario-issues">{issues.map((i) => <li key={i.path}><code>{i.path}</code>: {i.message}</li>)}</ul>}
      <button type="button" data-testid="export-scenario" onClick={onExport}>Export scenario JSON</button>
    </section>
  );
}
