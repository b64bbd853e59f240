// The import-direction lint of the rules packages (issue 28): a package's src/ folders import one way, so no two
// folders (at any depth) import each other, directly or round a loop. Used by each rules package's `lint` script:
//   depcruise src --config ../../.dependency-cruiser.cjs
// A package that still has folder cycles (rules-firepower today) can adopt it with a known-violations baseline:
//   depcruise src --config ../../.dependency-cruiser.cjs --output-type baseline > .dependency-cruiser-known-violations.json
//   depcruise src --config ../../.dependency-cruiser.cjs --ignore-known .dependency-cruiser-known-violations.json
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
