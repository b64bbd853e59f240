import { builder } from "../builder";
import "./scalars";
import "./rulesets";
import "./ruleset-tables";
import "./catalogue";
import "./maps";
import "./map-history";
import "./tables";
import "./scenarios";
import "./scenario-history";
import "./jobs";
import "./ai-turn";
import "./barrage";
import "./geometry";
import "./odds";
import "./command-odds";
import "./check-command";
import "./matches";
import "./lobby";
import "./match-mutations";
import "./match-subscriptions";
import "./auth";
import "./webhooks";
import "./rulings-packs";
import "./events";

/** The whole executable schema, built once per process. */
export const schema = builder.toSchema({ sortSchema: true });
