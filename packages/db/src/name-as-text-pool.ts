// Workaround for prisma/orm#27403 (Prisma 6.19, adapter-pg): the WebAssembly schema engine used by
// `prisma migrate` fails with "Column type 'name' could not be deserialized" because PostgreSQL's
// catalog queries return columns of type `name` (OID 19), which adapter-pg does not map. `name` is
// plain text on the wire, so relabelling those columns as `text` (OID 25) is lossless. Only the
// migrate CLI (prisma.config.ts) needs this; the application's PrismaClient uses a plain adapter.
import pg from "pg";

const NAME_OID = 19;
const TEXT_OID = 25;

type QueryResultLike = { fields?: Array<{ dataTypeID: number }> };

function relabelNameColumns(result: unknown): unknown {
  for (const r of Array.isArray(result) ? result : [result]) {
    const fields = (r as QueryResultLike | undefined)?.fields;
    if (!Array.isArray(fields)) continue;
    for (const field of fields) if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class NameAsTextPoolClass extends pg.Pool {
  // pg's query() has many overloads (callback, promise, Submittable); adapter-pg uses the promise
  // form, so only a returned promise is relabelled. `never` lets one signature stand for them all;
  // the export below restores pg.Pool's own types for callers.
  override query(...args: unknown[]): never {
    const out: unknown = Reflect.apply(super.query, this, args);
    return (out instanceof Promise ? out.then(relabelNameColumns) : out) as never;
  }
}

/** A pg.Pool whose query results report `name` columns as `text`, so adapter-pg can migrate. */
export const NameAsTextPool: typeof pg.Pool = NameAsTextPoolClass;
