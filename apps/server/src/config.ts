import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the directory holding the database and exported files. */
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads the configuration once, at boot, and says exactly which variables are wrong. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(cwd, e.DATA_DIR),
      logLevel: e.LOG_LEVEL,
    },
  };
}
