// The root config plus the pure-package restrictions (no Node built-ins, I/O, clock or Math.random) for src/.
import root, { pureRestrictions } from "../../eslint.config.mjs";

export default [...root, { files: ["src/**/*.ts"], rules: pureRestrictions }];
