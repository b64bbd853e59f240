export { patrolModule } from "./patrol-module";
