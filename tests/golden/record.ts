// Records the golden matches (tests/golden/records/*.json) from the rulesets as they are: run it only to add a new
// golden match, never to "fix" a failing one: a golden record that stops replaying means behaviour changed.
//   cd tests && npx tsx golden/record.ts [name...]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GOLDEN_MATCHES } from "./golden-matches";
import { playGolden } from "./play-golden";

const here = path.dirname(fileURLToPath(import.meta.url));

const wanted = process.argv.slice(2);
for (const g of GOLDEN_MATCHES) {
  if (wanted.length > 0 && !wanted.includes(g.name)) continue;
  const record = playGolden(g);
  writeFileSync(path.join(here, "records", `${g.name}.json`), `${JSON.stringify(record)}\n`);
  console.log(`${g.name}: ${record.steps.length} steps`);
}
