export * from "./create-seeded-table";
