// Movement and posture: the MF chart and posture-speed rules [6.2, 10].
// The folder's public face: the package exports nothing from it directly (its rules reach users through the ruleset).
export {};
