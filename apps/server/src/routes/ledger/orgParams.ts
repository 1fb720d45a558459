import { idSchema } from '@cashline/core';
import { z } from 'zod';

/**
 * The organisation and item in the path; the member gate has already checked the caller belongs to
 * the organisation. The shared id limits refuse a NUL or an over-long id before any SQL.
 */
export const orgParams = z.object({ orgId: idSchema });
export const orgItemParams = z.object({ orgId: idSchema, id: idSchema });
