/**
 * A stand-in for a model's tokenizer: a run of up to 6 letters, up to 3 digits or one other
 * character is a token, with the spaces before it. Like a real BPE tokenizer it charges JSON's
 * quotes and commas, so `"Food & Dining",` costs 6 tokens.
 */
const TOKEN = /\s*(?:[A-Za-z]{1,6}|\d{1,3}|[^A-Za-z\d\s])/g;

/** How many tokens `text` costs. */
export function countTokens(text: string): number {
  return text.match(TOKEN)?.length ?? 0;
}

/** The text cut after its first `maxTokens` tokens, as a model stopped at max_tokens writes it. */
export function truncateToTokens(
  text: string,
  maxTokens: number,
): { text: string; truncated: boolean } {
  if (maxTokens <= 0) return { text: '', truncated: text.trim() !== '' };
  let count = 0;
  for (const match of text.matchAll(TOKEN)) {
    count += 1;
    if (count === maxTokens) {
      const end = match.index + match[0].length;
      return { text: text.slice(0, end), truncated: text.slice(end).trim() !== '' };
    }
  }
  return { text, truncated: false };
}

/** The prompt's cost: every message's content, plus 4 tokens of framing per message. */
export function promptTokens(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, message) => sum + 4 + countTokens(message.content), 0);
}
