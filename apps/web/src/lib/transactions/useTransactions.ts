import { useContext } from 'react';
import { TransactionContext } from './TransactionProvider';
import type { TransactionContextValue } from './TransactionProvider';

export function useTransactions(): TransactionContextValue {
  const value = useContext(TransactionContext);
  if (!value) throw new Error('useTransactions must be used within a TransactionProvider');
  return value;
}
