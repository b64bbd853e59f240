// The import-direction lint of the rules packages (issue 28): a package's src/ folders import one way, so no two
// folders (at any depth) import each other, directly or round a loop. Used by each rules package's `lint` script:
//   depcruise src --config ../../.dependency-cruiser.cjs
// rules-patrol and rules-firepower run it (both untangled by moving shared types down into a state/ folder). A
// known-violations baseline is no way round a package that still has cycles: with dependency-cruiser 16.10.4,
// `--ignore-known <baseline>` still reports every folder cycle the baseline lists (measured), so a package adopts
// the rule once its folders import one way.
// Tests (*.test.ts) and fixtures sit beside the code they test and may import from anywhere, so they are not cruised.
// Type-only imports count: a folder that needs another's types depends on it as much as on its functions.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment:
        "Two folders of src/ import each other (directly or round a loop). Folders import one way (style.md, 'A rules package'): move the shared piece down into the lower folder, or split the folder.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|\\.(test|fixture)\\.tsx?$" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
