// Placeholder until the reference server lands.
export {};
