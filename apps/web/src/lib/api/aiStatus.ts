import { z } from 'zod';
import { apiJson } from './apiClient';

const aiStatusSchema = z.object({ available: z.boolean() });

/** `GET /api/ai/status`: whether the server proxies AI calls. Any failure counts as "no". */
export async function fetchAiProxyAvailable(): Promise<boolean> {
  try {
    return aiStatusSchema.parse(await apiJson('/ai/status')).available;
  } catch {
    return false;
  }
}
