/** A new rule's id: `rule-` and 24 random hex digits. */
export function newRuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `rule-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
