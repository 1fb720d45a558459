import { z } from 'zod';

/** A chat message as the gateway takes it. */
export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The part of a chat-completions reply Cashline reads: `choices[0].message.content` and why it ended. */
export const chatCompletionSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullish() }).nullish(),
      /** 'length' when the model stopped at max_tokens: the content is cut off. */
      finish_reason: z.string().nullish(),
    }),
  ),
});

/** OpenRouter's error body, `{error: {code, message}}`; our own server's errors carry `message`. */
export const gatewayErrorBodySchema = z.union([
  z.object({
    error: z.object({ code: z.union([z.number(), z.string()]).nullish(), message: z.string() }),
  }),
  z.object({ message: z.string() }),
]);

/** The request body Cashline sends for every call (payload of ai.md section 7). */
export type ChatCompletionBody = {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  max_tokens: number;
  response_format: { type: 'json_object' };
};
