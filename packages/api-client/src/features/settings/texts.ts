/** Store settings (Settings' Store card and the bot API share the schema and so these words). */
export const storeSettingsMessages = {
  link: (name: string) => `${name} must be a full link starting with https:// or http://`,
  color: "Embed colour must be a hex colour such as #8B5CF6",
} as const;

/** The customers' default language (docs/decisions.md#customers-default-language-in-settings). */
export const customersLanguageMessages = {
  invalid: "Customers' language must be one of en, es, pt-BR, fr, de, tr, ru",
  saved: (name: string) => `Customers' language saved: ${name}`,
  unchanged: "No changes to save",
} as const;

/** A guild move the bot asked for (docs/decisions.md#guild-moves-need-the-owner): the bot's answer and the owner's. */
export const guildMoveMessages = {
  pending: "Guild change waiting for the owner's confirmation in Settings",
  alreadyPending: "Guild change already waiting for the owner's confirmation in Settings",
  taken: "guildId: another seller already has this guild",
  takenAtConfirm: (guildId: string) =>
    `Another seller now has guild ${guildId}, so the store stays on its current guild. Choose "Keep current guild" to dismiss the request.`,
  none: "There is no guild move waiting for your answer",
  moved: (guildId: string) => `Store moved to guild ${guildId}`,
  declined: "Guild move declined; the store stays on its current guild",
} as const;
