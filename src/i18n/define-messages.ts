/**
 * A message: its id in the catalogue and the specification's English as the default. Messages are
 * declared with defineMessages() (scripts/extract-messages.ts collects them into the catalogue the
 * reference API serves) and formatted at render time, always to text.
 */
export interface Message {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description?: string;
}

/** Declares a group of messages (recognised by the formatjs extractor by its name). */
export function defineMessages<const T extends Record<string, Message>>(
  messages: T,
): { readonly [K in keyof T]: Message } {
  return messages;
}
