import express, { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { bytesOfSize } from '../config.js';
import { bodyFileOf, receiveJsonToFile } from './bodyToFile.js';
import { HttpError } from './httpError.js';
import { parseOrThrow } from './validation.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ResponseSpec = {
  description: string;
  /** JSON body schema; omit for a file body and name its content types. */
  schema?: z.ZodType;
  contentType?: string | string[];
};

/** A file part of a multipart/form-data body. */
export type FormFile = { description: string; contentType: string; required: boolean };

/**
 * A multipart/form-data body: its text fields, validated like a JSON body once a `before` handler
 * (multer) has read them into `req.body`, and its file parts, which that handler checks.
 */
export type FormSpec = { fields: z.ZodType; files: Record<string, FormFile> };

export type RouteSpec = {
  summary: string;
  description?: string;
  body?: z.ZodType;
  /** A multipart/form-data body instead of a JSON one. */
  form?: FormSpec;
  /** Largest JSON body accepted, as body-parser reads it ("16kb"); only with `body`. */
  bodyLimit?: string;
  /**
   * The JSON body is streamed to a file in this directory and its path handed to the handler
   * (`input.bodyFile`), unparsed and never held in memory: the handler has it read and validated
   * with `body` off the event loop. `body` still documents it.
   */
  bodyToDir?: string;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Success answers by status. Standard errors (400, 413, 415, 500) are documented for you. */
  responses: Record<number, ResponseSpec>;
  /** Other error statuses this route answers, e.g. 404 or 429. */
  errors?: Record<number, string>;
  /**
   * The route takes an Idempotency-Key header (read by the ledger's `writerOf`): a retry sent with
   * the key of a write that landed answers what that write answered.
   */
  idempotencyKey?: true;
  /** Run before the body is read, e.g. a rate limiter. */
  before?: RequestHandler[];
  /** Run once the body has arrived, before the handler, e.g. a cap on work in progress. */
  afterBody?: RequestHandler[];
};

export type Operation = RouteSpec & { method: HttpMethod; path: string };

type Parsed<S, K extends string> = S extends { [key in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

type ParsedForm<S> = S extends { form: { fields: infer T extends z.ZodType } }
  ? z.output<T>
  : undefined;

export type RouteInput<S extends RouteSpec> = {
  body: S extends { bodyToDir: string } ? undefined : Parsed<S, 'body'>;
  bodyFile: S extends { bodyToDir: string } ? string : undefined;
  form: ParsedForm<S>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
};

export type RouteHandler<S extends RouteSpec> = (
  input: RouteInput<S>,
  req: Request,
  res: Response,
) => unknown;

const DEFAULT_BODY_LIMIT = '16kb';

function requireJson(limit: string): RequestHandler[] {
  const parse = express.json({ limit });
  const check: RequestHandler = (req, _res, next) => {
    if (!req.is('application/json')) {
      next(new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON.'));
      return;
    }
    next();
  };
  return [check, parse];
}

/**
 * One resource's routes. Each route is declared with its zod schemas, which validate the request
 * before the handler runs and describe the route in the OpenAPI document: no route goes undocumented.
 */
export class ApiRoutes {
  // mergeParams: a resource mounted under '/orgs/:orgId/...' sees the organisation in req.params.
  readonly router: Router = Router({ mergeParams: true });
  readonly operations: Operation[] = [];

  get<S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>): this {
    return this.add('get', path, spec, handler);
  }

  post<S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>): this {
    return this.add('post', path, spec, handler);
  }

  put<S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>): this {
    return this.add('put', path, spec, handler);
  }

  patch<S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>): this {
    return this.add('patch', path, spec, handler);
  }

  delete<S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S>): this {
    return this.add('delete', path, spec, handler);
  }

  private add<S extends RouteSpec>(
    method: HttpMethod,
    path: string,
    spec: S,
    handler: RouteHandler<S>,
  ): this {
    this.operations.push({ ...spec, method, path });
    const toFile = spec.bodyToDir;
    const bodyLimit = spec.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const bodyParsing = !spec.body
      ? []
      : toFile
        ? [receiveJsonToFile(toFile, bytesOfSize(bodyLimit))]
        : requireJson(bodyLimit);
    const run: RequestHandler = async (req, res) => {
      const input = {
        body: spec.body && !toFile ? parseOrThrow(spec.body, req.body) : undefined,
        bodyFile: toFile ? bodyFileOf(req) : undefined,
        form: spec.form ? parseOrThrow(spec.form.fields, req.body ?? {}) : undefined,
        query: spec.query ? parseOrThrow(spec.query, req.query) : undefined,
        params: spec.params ? parseOrThrow(spec.params, req.params) : undefined,
      } as RouteInput<S>;
      await handler(input, req, res);
    };
    this.router[method](
      path,
      ...(spec.before ?? []),
      ...bodyParsing,
      ...(spec.afterBody ?? []),
      run,
    );
    return this;
  }
}
