export * from "./footprint";
export * from "./segments";
export * from "./polygon";
export * from "./distance";
export * from "./front";
