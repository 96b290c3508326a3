/** Suggestion texts the form, the client, the mocks and the server share (docs/product.md#suggestions). */
export const suggestionMessages = {
  required: "Please fill in both title and description",
  invalidId: "Invalid suggestion ID",
} as const;
