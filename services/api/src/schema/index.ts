import { builder } from "../builder";
import "./scalars";
import "./rulesets";
import "./maps";
import "./jobs";
import "./geometry";

/** The whole executable schema, built once per process. */
export const schema = builder.toSchema({ sortSchema: true });
