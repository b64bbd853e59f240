// odds/: exact, explained distributions of every fire-type action and test (WWB 6.0, 8.1-8.5, 9.0, 10.0, 13.0).
export * from "./odds";
