/** Bug report texts the form, the contract and the dashboard share (docs/product.md#bug-reports). */
export const bugMessages = {
  required: "Please fill in at least the title and description",
} as const;
