import express from 'express';
import type { RequestHandler } from 'express';

/**
 * better-auth's bodies are a few hundred bytes (an address, a password, a name); a larger one is
 * refused before it is read on. 16 kB leaves room for long names and invitation ids.
 */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Reads an auth request's body as text, up to the limit, before better-auth sees it: better-auth
 * reads a raw stream with no limit, but hands on a body already read. A larger body answers 413
 * (through the one error handler) whether or not it declared its length.
 */
export function authBodyLimit(): RequestHandler[] {
  const read = express.text({ type: () => true, limit: AUTH_BODY_LIMIT_BYTES });
  const dropEmpty: RequestHandler = (req, _res, next) => {
    // An empty body is no body: better-auth must not be handed '' to parse as JSON.
    if (req.body === '') req.body = undefined;
    next();
  };
  return [read, dropEmpty];
}
