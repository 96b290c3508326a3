import type { SuggestionStatus } from "@boostdash/api-client/suggestions/contract";
import type { BadgeTone } from "../../primitives/Badge";

export const suggestionStatusTones: Record<SuggestionStatus, BadgeTone> = {
  pending: "warning",
  approved: "info",
  implemented: "success",
};
