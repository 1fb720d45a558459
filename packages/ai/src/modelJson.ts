/** Models often wrap JSON in a Markdown code fence even when asked not to; the fence is not data. */
function unfence(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced?.[1] ?? trimmed;
}

export type ModelJson = { ok: true; value: unknown } | { ok: false };

/** Parses a model's reply as plain JSON. */
export function parseModelJson(content: string): ModelJson {
  try {
    return { ok: true, value: JSON.parse(unfence(content)) as unknown };
  } catch {
    return { ok: false };
  }
}
