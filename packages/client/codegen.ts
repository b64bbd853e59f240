// Generates src/generated/graphql.ts with GraphQL Code Generator, used programmatically (its documented core API:
// @graphql-codegen/core's codegen()) rather than through @graphql-codegen/cli, whose loaders (URL, GitHub, Apollo
// Engine) and task runner need Node 22 while this repository runs on Node 20.19+. Input: the committed SDL
// (services/api/schema.graphql, printed from the API's code and snapshot-tested there) and the client's own
// operations in src/operations/*.graphql. The output is not committed: `generate` runs before this package's
// typecheck and tests (turbo), as Prisma's client does for @tactica/db.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { codegen } from "@graphql-codegen/core";
import * as typedDocumentNode from "@graphql-codegen/typed-document-node";
import * as typescriptOperations from "@graphql-codegen/typescript-operations";
import { buildSchema, parse, validate } from "graphql";

const here = path.dirname(fileURLToPath(import.meta.url));
const sdl = path.join(here, "../../services/api/schema.graphql");
const operations = path.join(here, "src/operations");
const out = path.join(here, "src/generated/graphql.ts");

const schema = buildSchema(readFileSync(sdl, "utf8"));
const documents = readdirSync(operations).filter((f) => f.endsWith(".graphql")).sort().map((f) => {
  const location = path.join(operations, f);
  const document = parse(readFileSync(location, "utf8"));
  // A field the server dropped or retyped fails here, naming the document, before any type is written.
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`${f} does not match services/api/schema.graphql:\n${errors.map((e) => `  ${e.message}`).join("\n")}`);
  return { location, document };
});

const code = await codegen({
  schema: parse(readFileSync(sdl, "utf8")),
  documents,
  filename: out,
  plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
  pluginMap: { typescriptOperations, typedDocumentNode },
  config: {
    // Plain strings on the wire: no graphql-js at run time to print a document.
    documentMode: "string",
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { JSON: "unknown" },
    strictScalars: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    skipTypename: false,
  },
});
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, code);
console.log(`generated ${path.relative(here, out)} from ${documents.length} operation documents and ${path.relative(here, sdl)}`);
