export type {
  FakeOpenRouter,
  FakeOpenRouterOptions,
  ReceivedRequest,
  ReplyRule,
  Responder,
} from './fakeOpenRouter.js';
export { startFakeOpenRouter } from './fakeOpenRouter.js';
export type { FakeReply } from './replies.js';
export {
  completionBody,
  contentReply,
  errorIn200Reply,
  errorReply,
  jsonReply,
  notJsonReply,
  slowReply,
} from './replies.js';
