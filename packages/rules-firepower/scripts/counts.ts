import { countsSentence, firepowerCounts } from "../src/tools/ruleset-counts";

// `npm run counts -w @tactica/rules-firepower`: every declared table with its cells by provenance, then the totals.
const c = firepowerCounts();
for (const t of c.perTable) {
  const cells = Object.entries(t.cells).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`).join(", ");
  process.stdout.write(`${t.id.padEnd(44)} ${cells}\n`);
}
process.stdout.write(`\n${countsSentence(c)}; ${c.options} options\n`);
