import { useContext } from 'react';
import { AsOfContext } from './AsOfContext';
import type { AsOfContextValue } from './AsOfContext';

export function useAsOf(): AsOfContextValue {
  const value = useContext(AsOfContext);
  if (!value) throw new Error('useAsOf must be used within an AsOfProvider');
  return value;
}
