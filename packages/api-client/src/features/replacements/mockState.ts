// The replacements feature's part of the mock backend's state (core/mocks/state.ts joins every feature's).
import type { ReplacementRequest, WarrantyPolicyBody } from "./contract.ts";

export interface ReplacementsMockState {
  replacements: {
    policies: WarrantyPolicyBody[];
    requests: ReplacementRequest[];
  };
}
