/** The gateway's brand, used wherever ai.md writes {provider}. */
export const PROVIDER_NAME = 'OpenRouter';

/** ai.md section 8: the message when no credential is set. */
export function missingKeyMessage(): string {
  return `${PROVIDER_NAME} API key is not configured. Cannot make AI call.`;
}
