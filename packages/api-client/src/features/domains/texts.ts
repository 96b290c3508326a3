/** The Custom Domain texts the forms, the client, the mocks and the server all show (docs/product.md#custom-domain). */

/** Shown in 'Please enter a valid domain (e.g., {host})' when no host is given. */
export const DEFAULT_EXAMPLE_DOMAIN = "shop.example.com";

export const domainMessages = {
  empty: "Please enter a domain",
  limit: "You can only have one custom domain. Remove the existing domain to add a new one.",
  invalidId: "Invalid domain ID",
  invalid: (exampleHost: string = DEFAULT_EXAMPLE_DOMAIN) =>
    `Please enter a valid domain (e.g., ${exampleHost})`,
} as const;
