// The We Were Brothers ruleset module the services register (filled as the package grows).
export { WWB_RULESET_ID } from "../index";
