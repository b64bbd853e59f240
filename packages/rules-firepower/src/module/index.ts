export { firepowerModule } from "./firepower-module";
