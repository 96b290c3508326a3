/** Store settings (Settings' Store card and the bot API share the schema and so these words). */
export const storeSettingsMessages = {
  link: (name: string) => `${name} must be a full link starting with https:// or http://`,
  color: "Embed colour must be a hex colour such as #8B5CF6",
} as const;
