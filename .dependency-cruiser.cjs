// The import-direction lint of the rules packages (issue 28): a package's src/ folders import one way, so no two
// folders (at any depth) import each other, directly or round a loop. Used by each rules package's `lint` script:
//   depcruise src --config ../../.dependency-cruiser.cjs
// rules-firepower still has folder cycles (17 reported on 2026-12-03), so its lint does not run this yet. A
// known-violations baseline is no way round that: with dependency-cruiser 16.10.4, `--output-type baseline` lists
// the folder cycles but `--ignore-known <that file>` still reports all 17 (measured), so a package adopts the rule
// once its folders are untangled (rules-patrol did it by moving shared types down, see its README).
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
