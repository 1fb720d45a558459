export type {
  FakeOpenRouter,
  FakeOpenRouterOptions,
  ReceivedRequest,
  ReplyRule,
  Responder,
} from './fakeOpenRouter.js';
export { startFakeOpenRouter } from './fakeOpenRouter.js';
export type { CategoriseRule } from './categoriser.js';
export type { CompletionFacts, FakeReply } from './replies.js';
export {
  categoriseReply,
  completionBody,
  contentReply,
  errorIn200Reply,
  errorReply,
  jsonReply,
  notJsonReply,
  slowReply,
} from './replies.js';
export { countTokens, promptTokens, truncateToTokens } from './tokens.js';
