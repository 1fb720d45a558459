import { z } from 'zod';

const id = z.string().min(1).max(200);

/** The organisation in the path; the member gate has already checked the caller belongs to it. */
export const orgParams = z.object({ orgId: id });
export const orgItemParams = z.object({ orgId: id, id });
