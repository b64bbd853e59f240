// health/: the Health Gauge, wounds, treatment, the Medic and progressive deterioration (WWB 9.0).
export * from "./health";
