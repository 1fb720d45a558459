import { useContext } from 'react';
import { AICashFlowContext } from './AICashFlowContext';
import type { AICashFlowContextValue } from './AICashFlowContext';

export function useAICashFlowContext(): AICashFlowContextValue {
  const value = useContext(AICashFlowContext);
  if (!value) throw new Error('useAICashFlowContext must be used within an AICashFlowProvider');
  return value;
}
