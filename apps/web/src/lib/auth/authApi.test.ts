import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiClient';
import { failureMessage } from './authApi';

describe('failureMessage', () => {
  it("tells how long an account must wait before signing in again, in the server's words", () => {
    const body = {
      success: false,
      error: 'sign_in_backoff',
      message: 'Too many sign-in attempts for this account. Try again in 30 s.',
    };
    expect(failureMessage(new ApiError(429, 'Too Many Requests', body), 'Sign-in failed.')).toBe(
      'Too many sign-in attempts for this account. Try again in 30 s.',
    );
  });

  it('asks to wait a few minutes when the address is rate limited', () => {
    const body = { message: 'Too many requests. Please try again later.' };
    expect(failureMessage(new ApiError(429, 'Too Many Requests', body), 'Sign-in failed.')).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
