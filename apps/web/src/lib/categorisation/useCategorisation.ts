import { useContext } from 'react';
import { CategorisationContext } from './CategorisationProvider';
import type { CategorisationContextValue } from './CategorisationProvider';

export function useCategorisation(): CategorisationContextValue {
  const value = useContext(CategorisationContext);
  if (!value) throw new Error('useCategorisation must be used within a CategorisationProvider');
  return value;
}
