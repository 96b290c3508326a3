/** Replacements' words that the server, the status page and the dashboard share (docs/decisions.md#replacements). */
import { type IneligibleReason, MAX_NOTE_LENGTH, MAX_REASON_LENGTH } from "./rules.ts";

const boosts = (n: number) => `${n.toLocaleString("en-US")} boost${n === 1 ? "" : "s"}`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const replacementMessages = {
  /** The customer's answer once the request is recorded. */
  requested: "Replacement requested. The seller will review it shortly.",
  noWarranty: "This order has no warranty: replacements are not offered for it.",
  unfinished: "This order is still being delivered. A replacement can be requested once it is delivered.",
  failed: "This order was not delivered, so there is nothing to replace. Please contact the seller.",
  windowClosed: (until: number) => `The warranty for this order ended on ${day(until)}.`,
  nothingLeft: "Every boost this order may have replaced has been replaced already.",
  isReplacement: "This order is a replacement itself. Please request from the original order's page.",
  overLimit: (max: number) => `You can request at most ${boosts(max)} for this order.`,
  alreadyOpen: "A replacement request for this order is already open.",
  captchaRequired: "Please complete the captcha.",
  noteTooLong: `The note can be at most ${MAX_NOTE_LENGTH} characters.`,
  missingCount: "Please enter how many boosts are missing (a whole number, at least 1).",
  /** The seller's and the bot's answers. */
  approved: (amount: number, orderId: string) =>
    `Replacement of ${boosts(amount)} approved as order #${orderId}`,
  started: (amount: number, orderId: string) =>
    `Replacement of ${boosts(amount)} started as order #${orderId}`,
  declined: "Replacement request declined",
  alreadyDecided: "This request was decided already.",
  reasonRequired: "Please give a reason for declining.",
  reasonTooLong: `The reason can be at most ${MAX_REASON_LENGTH} characters.`,
  overLimitSeller: (max: number) =>
    `Above this order's warranty limit of ${boosts(max)}. Approve with override to replace more.`,
  outsideWindow: (until: number | null) =>
    until === null
      ? "This order is not covered by its warranty now. Start it with override to replace anyway."
      : `This order's warranty ended on ${day(until)}. Start it with override to replace anyway.`,
  openRequestExists: "This order has an open replacement request: approve or decline it instead.",
  botNotAllowed: "This stock type's warranty lets only the seller approve replacements.",
  requestNotFound: "No such replacement request",
  orderNotFound: "Order not found",
} as const;

/** The customer's timeline words for each stage of their request. */
export const requestStageLabels = {
  requested: "Replacement requested",
  approved: "Replacement approved",
  delivering: "Replacement being delivered",
  delivered: "Replacement delivered",
  declined: "Replacement declined",
} as const;

/** How a policy's approval mode is worded on the status page and in Settings. */
export const approvalModeLabels = {
  seller: "The seller approves each request",
  bot: "The bot may verify and re-deliver",
} as const;

/** Why a customer cannot request now, in their words (the server's 400 and the status page say the same). */
export function ineligibleMessage(reason: IneligibleReason, until: number | null, max: number): string {
  switch (reason) {
    case "replacement":
      return replacementMessages.isReplacement;
    case "noWarranty":
      return replacementMessages.noWarranty;
    case "unfinished":
      return replacementMessages.unfinished;
    case "failed":
      return replacementMessages.failed;
    case "windowClosed":
      return until === null ? replacementMessages.noWarranty : replacementMessages.windowClosed(until);
    case "nothingLeft":
      return max > 0 ? replacementMessages.overLimit(max) : replacementMessages.nothingLeft;
  }
}
