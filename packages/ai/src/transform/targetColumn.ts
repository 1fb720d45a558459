import type { TransformationSuggestion } from './transformationTypes.js';

type Target = Pick<
  TransformationSuggestion,
  'sourceColumn' | 'targetColumn' | 'transformationType'
>;

/**
 * Where a transformation writes, in words the import page shows before it is ticked, and whether
 * it may (decisions.md): into a new column, or a clean-up into the very column it reads. Writing
 * into another of the file's columns would destroy its data and is refused.
 */
export type TargetVerdict =
  { allowed: true; writes: 'new column' | 'in place' } | { allowed: false; reason: string };

export function targetVerdict(transformation: Target, headers: readonly string[]): TargetVerdict {
  const { sourceColumn, targetColumn, transformationType } = transformation;
  if (!headers.includes(targetColumn)) return { allowed: true, writes: 'new column' };
  if (targetColumn === sourceColumn && transformationType === 'clean') {
    return { allowed: true, writes: 'in place' };
  }
  return {
    allowed: false,
    reason:
      targetColumn === sourceColumn
        ? `It would replace the values of "${targetColumn}" with its results; only a clean-up may ` +
          'write into the column it reads.'
        : `It would overwrite the file's column "${targetColumn}"; a transformation may write only ` +
          `to a new column or clean up the column it reads ("${sourceColumn}").`,
  };
}
