import type { ChatRequest } from '@cashline/ai';
import type { Request } from 'express';
import type { Auth } from '../auth/auth.js';
import { sessionOf } from '../auth/authSession.js';
import type { Config } from '../config.js';
import type { AiUsageRepository, TokenBudget } from '../db/aiUsageRepository.js';
import { HttpError } from '../http/httpError.js';
import { getSession } from '../http/sessions.js';

/** A visitor who drops the session cookie still shares this per-address budget. */
const PER_ADDRESS_FACTOR = 4;
/** Tokens per character of prompt: English averages about four characters a token. */
const CHARACTERS_PER_TOKEN = 4;

export const OUT_OF_TOKENS =
  'The AI budget of today is used up for your account, address or organisation. It renews at midnight UTC; you can also add your own key in Settings.';

/**
 * What a call can cost at most: its prompt and the longest reply it allows. Charged before the
 * call, so that concurrent calls cannot overspend a budget between them.
 */
export function tokenCost(request: ChatRequest): number {
  const characters = request.messages.reduce((sum, message) => sum + message.content.length, 0);
  return Math.ceil(characters / CHARACTERS_PER_TOKEN) + request.maxTokens;
}

/** The daily budgets of the server's AI key a call is charged to. */
export function aiTokenBudgets(usage: AiUsageRepository, auth: Auth, config: Config) {
  const perUser = config.aiDailyTokensPerUser;
  return {
    async charge(req: Request, request: ChatRequest, now: Date): Promise<void> {
      const signedIn = await sessionOf(auth, req);
      const budgets: TokenBudget[] = [
        signedIn
          ? { subject: `user:${signedIn.user.id}`, tokensPerDay: perUser }
          : { subject: `session:${getSession(req).id}`, tokensPerDay: perUser },
        { subject: `address:${req.ip ?? ''}`, tokensPerDay: perUser * PER_ADDRESS_FACTOR },
      ];
      const organizationId = signedIn?.session.activeOrganizationId;
      if (organizationId) {
        budgets.push({
          subject: `org:${organizationId}`,
          tokensPerDay: config.aiDailyTokensPerOrganisation,
        });
      }
      const day = now.toISOString().slice(0, 10);
      if (!(await usage.charge(budgets, day, tokenCost(request)))) {
        throw new HttpError(429, 'ai_budget_exhausted', OUT_OF_TOKENS);
      }
    },
  };
}
