import type { CodegenConfig } from "@graphql-codegen/cli";

// Types come from the committed SDL (services/api/schema.graphql, printed from the API's code and snapshot-tested
// there) and the client's own .graphql operations; the output is not committed: `generate` runs before this
// package's typecheck and test (turbo.json), as Prisma's client does for @tactica/db.
const config: CodegenConfig = {
  schema: "../../services/api/schema.graphql",
  documents: ["src/operations/*.graphql"],
  generates: {
    "src/generated/graphql.ts": {
      plugins: ["typescript-operations", "typed-document-node"],
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
    },
  },
};
export default config;
