import { describe, expect, it } from 'vitest';
import { missingKeyMessage } from './provider.js';

describe('missingKeyMessage', () => {
  it('names the gateway as the spec words it', () => {
    expect(missingKeyMessage()).toBe('OpenRouter API key is not configured. Cannot make AI call.');
  });
});
